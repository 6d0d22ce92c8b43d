import type { RequestHandler, Response } from "express";
import {
  contentSecurityPolicy,
  hashSource,
  newRenderMarker,
  noInlineElements,
  sealDocumentBytes,
  type InlineHashes,
} from "./csp";

export interface SecurityOptions {
  production: boolean;
  /** Origin of the CMS page editor, allowed to frame editing renders only. */
  editingHost?: string;
  /** A maps browser key is configured: the maps script and its hosts are allowed. */
  maps?: boolean;
}

/** Routes that render for the CMS editor, which frames them. */
export const editingPaths = ["/feaas-render", "/api/editing/"];

/** How a document render takes part in the CSP (handed to it through the load context). */
export interface DocumentCsp {
  /**
   * A secret per request, rendered as `nonce` on the server's own inline scripts and styles to
   * mark them; `seal` removes it, so it never reaches the browser or the CDN.
   */
  marker: string;
  /**
   * Turns the rendered HTML (UTF-8 bytes) into what is sent: marker removed, and (in production)
   * this response's CSP allowing exactly the marked inline elements by hash, plus the style texts
   * the client inserts later (`clientStyles`, e.g. a brand style on client navigation: fixed texts
   * of the build, hashed once per list).
   */
  seal(html: Buffer, clientStyles?: readonly string[]): Buffer;
}

const cspHeader = "Content-Security-Policy";

/**
 * Security headers on every response. In production every response gets a CSP that allows no
 * inline code; a document render replaces it with one that lists its own inline elements by hash
 * (`DocumentCsp`, server/edge/csp.ts). No CSP in development: Vite's client injects inline scripts.
 */
export function securityHeaders(options: SecurityOptions): RequestHandler {
  // The policy without inline code depends only on these two facts: built once per pair.
  const noInlinePolicies = new Map<string, string>();
  // The client's style texts are the same list for every render (every brand's CSS).
  const clientStyleHashes = new WeakMap<readonly string[], string[]>();
  const hashesOf = (clientStyles: readonly string[]) => {
    let hashes = clientStyleHashes.get(clientStyles);
    if (!hashes) {
      hashes = clientStyles.map(hashSource);
      clientStyleHashes.set(clientStyles, hashes);
    }
    return hashes;
  };
  return (req, res, next) => {
    const editing = editingPaths.some((path) => req.path.startsWith(path));
    const secure = req.secure;
    const policy = (inline: InlineHashes) =>
      contentSecurityPolicy(inline, options, { editing, secure });
    // Made when a render first asks for it: most responses (assets, data, health) render nothing.
    let marker: string | undefined;
    const documentCsp: DocumentCsp = {
      get marker() {
        return (marker ??= newRenderMarker());
      },
      seal(html, clientStyles = []) {
        const sealed = sealDocumentBytes(html, documentCsp.marker);
        if (options.production) {
          const styles = [...sealed.hashes.styles, ...hashesOf(clientStyles)];
          res.set(cspHeader, policy({ scripts: sealed.hashes.scripts, styles }));
        }
        return sealed.html;
      },
    };
    res.locals.documentCsp = documentCsp;
    if (options.production) {
      const key = `${editing} ${secure}`;
      let noInline = noInlinePolicies.get(key);
      if (noInline === undefined) {
        noInline = policy(noInlineElements);
        noInlinePolicies.set(key, noInline);
      }
      res.set(cspHeader, noInline);
      // Browsers only honour HSTS over HTTPS; behind a TLS proxy X-Forwarded-Proto says so.
      if (secure) res.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
    res.set("X-Content-Type-Options", "nosniff");
    res.set("Referrer-Policy", "strict-origin-when-cross-origin");
    res.set(
      "Permissions-Policy",
      "geolocation=(self), camera=(), microphone=(), payment=(), usb=()",
    );
    res.set("Cross-Origin-Opener-Policy", "same-origin");
    if (!editing) res.set("X-Frame-Options", "DENY");
    next();
  };
}

/** The document CSP hooks `securityHeaders` left on the response (a no-op pair without it). */
export function documentCsp(res: Response): DocumentCsp {
  const value: unknown = res.locals.documentCsp;
  return value && typeof value === "object" && "seal" in value
    ? (value as DocumentCsp)
    : { marker: "", seal: (html) => html };
}
