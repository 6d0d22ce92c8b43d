import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type {
  AppLoadContext,
  EntryContext,
  HandleDataRequestFunction,
  HandleErrorFunction,
} from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { ServerStyleSheet } from "styled-components";
import { reportDegraded } from "../api-adapters/shared/degradation";
import { logger } from "../api-adapters/shared/logger";
import { brandThemes } from "../brand-themes";
import { HydratingModules, NonceProvider } from "../design-system";
import { HeldRenderingsContext } from "./composer/held-renderings";
import { BrandHeadProvider } from "./lib/brand-head";
import { moduleFiles } from "./lib/browser-modules.server";
import { brandHeadOfThemes } from "./lib/brand-head.server";
import { inlineFontStylesheets } from "./lib/font-stylesheets.server";
import { editDocument, type DocumentStep } from "./lib/document-edits.server";
import { addIconSprite } from "./lib/icon-sprite.server";
import { scriptsAfterFirstPaint } from "./lib/module-preloads.server";
import { quietPrefetchMiss } from "./lib/quiet-prefetch";
import { SharedStylis } from "./lib/shared-stylis.server";

export const streamTimeout = 5_000;

/**
 * Inline styles the browser creates after load, allowed by hash in every page's CSP:
 * styled-components' empty CSSOM tag, and the brand style a client navigation into a BrandDesign
 * page renders (BrandScope). Both are fixed texts from the build, never user input.
 */
const clientInsertedStyles = ["", ...Object.values(brandThemes).map((brand) => brand.css)];

/**
 * Puts the collected styled-components CSS into the document head, carrying the CSP marker (first
 * in a document without a head).
 */
export function injectStyles(styleTags: string, nonce = ""): DocumentStep {
  return (html, edits) => {
    const tags = nonce ? styleTags.replaceAll("<style ", `<style nonce="${nonce}" `) : styleTags;
    edits.insert(Math.max(html.indexOf("</head>"), 0), tags);
  };
}

/**
 * The document as it is sent: the styles in its head; what the first paint needs first (the
 * font's rules inline, the icons' sprite, the page's modules, its routes' and its blocks', asked
 * for after the first frame: docs/decisions/0041-script-requests-after-first-paint.md). The
 * bytes React wrote are copied once, with every step's edits (app/lib/document-edits.server.ts).
 */
function finishDocument(
  html: Buffer,
  styleTags: string,
  nonce: string,
  blockModules: Iterable<string>,
): Buffer {
  return editDocument(
    html,
    injectStyles(styleTags, nonce),
    inlineFontStylesheets(nonce),
    addIconSprite,
    scriptsAfterFirstPaint(blockModules),
  );
}

/**
 * Adds the browser files of the lazy components the render hydrates to the document's modules
 * (a document request's; a navigation's data has no document).
 */
function noteHydratingModules(documentModules: Set<string> | undefined) {
  if (!documentModules) return null;
  return (moduleIds: readonly string[]) => {
    for (const file of moduleFiles(moduleIds)) documentModules.add(file);
  };
}

/**
 * A section that threw while rendering: it is contained by its Suspense boundary and retried on
 * the client, where the section fallback box shows. The page stays a 200, but partial, so no
 * cache may keep it (server/edge/degradation-scope.ts).
 */
export function sectionRenderFailed(path: string, error: unknown): void {
  reportDegraded("render");
  logger.error("ssr.render-error", { path, error });
}

/**
 * Renders the whole document, waits until every Suspense boundary is resolved, then sends the
 * HTML with the styled-components CSS in its head: no unstyled flash, at the price of
 * streaming (docs/decisions/0002-styles-in-server-html.md has the measurements).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    const sheet = new ServerStyleSheet();
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
    });

    const { pipe, abort } = renderToPipeableStream(
      sheet.collectStyles(
        <SharedStylis>
          <NonceProvider value={nonce}>
            <BrandHeadProvider value={brandHeadOfThemes}>
              <HeldRenderingsContext value={loadContext.heldRenderings ?? null}>
                <HydratingModules value={noteHydratingModules(loadContext.documentModules)}>
                  <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
                </HydratingModules>
              </HeldRenderingsContext>
            </BrandHeadProvider>
          </NonceProvider>
        </SharedStylis>,
      ),
      {
        nonce,
        // The document is sent whole (onAllReady), so no boundary is worth sending apart: React
        // otherwise outlines boundaries past 12.8 KB (the header, the footer, a car's page) into
        // hidden divs that only an inline script reveals, a blank page without JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          sink.on("finish", () => {
            try {
              // Marked inline elements become hashes in this response's CSP; no nonce is sent,
              // so the HTML is safe to cache (docs/decisions/0014-csp-with-cached-html.md).
              const html = loadContext.sealDocument(
                finishDocument(
                  Buffer.concat(chunks),
                  sheet.getStyleTags(),
                  nonce,
                  loadContext.documentModules ?? [],
                ),
                clientInsertedStyles,
              );
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              // A route that says nothing about caching, or a failure, is never stored.
              if (responseStatusCode >= 500 || !responseHeaders.has("Cache-Control")) {
                responseHeaders.set("Cache-Control", "no-store");
              }
              // The whole document as one chunk: no stream to pipe it through. (A Buffer made by
              // Buffer.from or concat is backed by a plain ArrayBuffer, never a shared one.)
              const body = html as Uint8Array<ArrayBuffer>;
              resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }));
            } catch (error) {
              reject(error);
            } finally {
              sheet.seal();
            }
          });
          pipe(sink);
        },
        onShellError(error: unknown) {
          sheet.seal();
          reject(error);
        },
        onError(error: unknown) {
          sectionRenderFailed(new URL(request.url).pathname, error);
        },
      },
    );

    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * Every error React Router catches in a loader, action or render, as one JSON log line (its
 * default prints multi-line stacks with whatever the error carries, upstream bodies included).
 * Answers the route chose (4xx) and requests the client gave up on are not server errors.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  logger.error("server.request-failed", {
    method: request.method,
    path: new URL(request.url).pathname,
    error: isRouteErrorResponse(error) ? { status: error.status, data: error.data } : error,
  });
};

/** Page data answers: a hovered link to a missing page prefetches quietly (app/lib/quiet-prefetch.ts). */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) =>
  quietPrefetchMiss(response, request);
