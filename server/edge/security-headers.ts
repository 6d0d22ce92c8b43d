import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";

export interface SecurityOptions {
  production: boolean;
  /** Origin of the CMS page editor, allowed to frame editing renders only. */
  editingHost?: string;
}

/** Third parties the pages load by name: the tag manager and analytics, maps, the video embed. */
const thirdParty = {
  script: ["https://www.googletagmanager.com", "https://maps.googleapis.com"],
  connect: [
    "https://www.googletagmanager.com",
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://maps.googleapis.com",
  ],
  frame: ["https://www.youtube-nocookie.com", "https://www.googletagmanager.com"],
  img: ["https:"],
};

/** Routes that render for the CMS editor, which frames them. */
export const editingPaths = ["/feaas-render", "/api/editing/"];

export function contentSecurityPolicy(
  nonce: string,
  options: SecurityOptions,
  context: { editing: boolean; secure: boolean },
): string {
  const frameAncestors = context.editing && options.editingHost ? options.editingHost : "'none'";
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic' ${thirdParty.script.join(" ")}`,
    `style-src 'self' 'nonce-${nonce}'`,
    // React writes style attributes (e.g. logo text); attributes cannot carry a nonce.
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data: blob: ${thirdParty.img.join(" ")}`,
    "font-src 'self'",
    `connect-src 'self' ${thirdParty.connect.join(" ")}`,
    `frame-src ${thirdParty.frame.join(" ")}`,
    "media-src 'self' https:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ];
  if (context.secure) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/**
 * Security headers on every response, and a fresh CSP nonce per request (handed to React Router,
 * styled-components and the design system through the load context). The CSP is sent in
 * production builds only: Vite's development client injects inline scripts without a nonce.
 */
export function securityHeaders(options: SecurityOptions): RequestHandler {
  return (req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    const editing = editingPaths.some((path) => req.path.startsWith(path));
    if (options.production) {
      const secure = req.secure;
      res.set(
        "Content-Security-Policy",
        contentSecurityPolicy(nonce, options, { editing, secure }),
      );
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
