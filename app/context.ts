import type { AppConfig } from "../server/env";
import type { RouteLimits } from "../server/limits/attempts";

declare module "react-router" {
  /** Handed to every loader and action by the boot entry (server/index.ts). */
  interface AppLoadContext {
    config: AppConfig;
    /** This request's Content-Security-Policy nonce (server/edge/security-headers.ts). */
    cspNonce: string;
    /** Attempt limits shared between instances when Redis is configured (server/limits). */
    limits: RouteLimits;
  }
}

export {};
