import path from "node:path";
import express, { type RequestHandler } from "express";

/** A path that names a file (`/robots-extra.txt`), not a page (`/kop-bil/volvo`). */
const namesFile = /\/[^/]*\.[a-z0-9]+$/i;

/**
 * The production build's client files: hashed assets under `/assets`, cacheable for a year (an
 * unknown asset is a 404, not a page), and the other files of `public/` at the root for an hour.
 * The root files are looked up only for paths that name a file: a page request would otherwise
 * cost a file-system `stat` (and `/kop-bil` a redirect if a folder of that name existed).
 */
export function clientAssets(clientDir: string): RequestHandler[] {
  const rootFiles = express.static(clientDir, { maxAge: "1h", index: false });
  return [
    express.Router().use(
      "/assets",
      express.static(path.join(clientDir, "assets"), {
        immutable: true,
        maxAge: "1y",
        fallthrough: false,
      }),
    ),
    (req, res, next) => (namesFile.test(req.path) ? rootFiles(req, res, next) : next()),
  ];
}
