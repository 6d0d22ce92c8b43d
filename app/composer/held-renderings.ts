import { createContext, useContext } from "react";
import type { PreparedRendering } from "./prepare-renderings.server";

/**
 * The whole renderings behind the held stubs of a document's data (decision 0049), by stub: the
 * server renders them, the browser never gets them. One per document request.
 */
export type HeldRenderings = WeakMap<PreparedRendering, PreparedRendering>;

/** The server's held renderings while it renders a document; null in the browser. */
export const HeldRenderingsContext = createContext<HeldRenderings | null>(null);

export function useHeldRenderings(): HeldRenderings | null {
  return useContext(HeldRenderingsContext);
}

/**
 * The rendering as this render has it: a held stub is its whole rendering on the server and
 * undefined in the browser (which keeps the server's HTML instead).
 */
export function wholeRendering(
  rendering: PreparedRendering,
  held: HeldRenderings | null,
): PreparedRendering | undefined {
  return rendering.held ? held?.get(rendering) : rendering;
}
