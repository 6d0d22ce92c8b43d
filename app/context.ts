import type { AppConfig } from "../server/env";

declare module "react-router" {
  /** Handed to every loader and action by the boot entry (server/index.ts). */
  interface AppLoadContext {
    config: AppConfig;
    /** This request's Content-Security-Policy nonce (server/edge/security-headers.ts). */
    cspNonce: string;
  }
}

export {};
