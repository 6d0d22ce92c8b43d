import type { DocumentCsp } from "../server/edge/security-headers";
import type { AppConfig } from "../server/env";
import type { RouteLimits } from "../server/limits/attempts";
import type { UpstreamClients } from "../server/upstream-clients";
import type { SiteResolution } from "../sites/resolve";
import type { HeldRenderings } from "./composer/held-renderings";

declare module "react-router" {
  /** Handed to every loader and action by the boot entry (server/index.ts). */
  interface AppLoadContext {
    config: AppConfig;
    /**
     * A secret marker for the server's own inline scripts and styles, rendered as their `nonce`
     * and removed by `sealDocument` (server/edge/security-headers.ts): never sent.
     */
    cspNonce: string;
    /** Strips the marker and allows the marked inline elements by hash in the response's CSP. */
    sealDocument: DocumentCsp["seal"];
    /** Attempt limits shared between instances when Redis is configured (server/limits). */
    limits: RouteLimits;
    /**
     * The content, search and tire hotel clients, one set per process (their read cache is
     * shared by all requests; decision 0015). Loaders read upstreams only through these.
     */
    upstream: UpstreamClients;
    /**
     * The site of the request's host, resolved once by the edge (server/edge/request-host.ts):
     * a site, the demo's directory (bare localhost), or unknown.
     */
    site: SiteResolution;
    /**
     * Set for a request of a whole document (not a navigation's `.data`): where the page loader
     * leaves the renderings of static blocks for the server's render alone (decision 0049).
     */
    heldRenderings?: HeldRenderings;
    /**
     * Set for a request of a whole document: browser modules its render needs beyond the
     * routes' (the lazy blocks it hydrates), which the page loader adds and the document asks
     * for with the routes' modules (decision 0041, addendum of session 44).
     */
    documentModules?: Set<string>;
  }
}

export {};
