import type { Request } from "express";

/** The host the visitor asked for: X-Forwarded-Host behind a proxy (trust proxy is on), else Host. */
export function requestHost(req: Request): string {
  const forwarded = req.get("x-forwarded-host")?.split(",")[0]?.trim();
  return forwarded || req.get("host") || "";
}

/** Document requests: page loads a browser or crawler makes, not assets, data or API calls. */
export function isDocumentRequest(req: Request): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const path = req.path;
  return !(
    path.startsWith("/assets/") ||
    path.startsWith("/api/") ||
    path.endsWith(".data") ||
    path === "/__manifest" ||
    /\.[a-z0-9]{2,5}$/i.test(path)
  );
}
