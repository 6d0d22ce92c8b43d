let locks = 0;
let saved: { overflow: string; scrollbarGutter: string } | null = null;

/**
 * Stops the page behind an overlay from scrolling. Locks nest (a dialog opened from a drawer):
 * the page scrolls again when the last lock is released. The scrollbar's gutter is kept so the
 * page does not shift sideways. Returns the release function (safe to call twice).
 */
export function lockScroll(doc: Document = document): () => void {
  const html = doc.documentElement;
  if (locks === 0) {
    const view = doc.defaultView;
    const hadScrollbar = view !== null && view.innerWidth > html.clientWidth;
    saved = { overflow: html.style.overflow, scrollbarGutter: html.style.scrollbarGutter };
    html.style.overflow = "hidden";
    if (hadScrollbar) html.style.scrollbarGutter = "stable";
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0 && saved) {
      html.style.overflow = saved.overflow;
      html.style.scrollbarGutter = saved.scrollbarGutter;
      saved = null;
    }
  };
}
