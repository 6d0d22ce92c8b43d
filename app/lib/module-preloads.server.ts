/**
 * The page's modules are fetched at low priority
 * (docs/decisions/0041-script-requests-after-first-paint.md).
 *
 * React Router's `<Scripts>` writes one `<link rel="modulepreload">` per module of the entry and
 * the page's routes (about 18, ~190 KB gzip), with no option for their priority, and React hoists
 * them into the head: at high priority they compete with the HTML, the font and the hero image
 * for the phone's bandwidth, and Lighthouse counts them as render-blocking. With
 * `fetchpriority="low"` the browser still asks for the whole module graph at once (no waterfall
 * of imports before hydration), after what the first paint needs.
 *
 * The document stays UTF-8 bytes; only ASCII is looked for (as in server/edge/csp.ts).
 */

const headEnd = Buffer.from("</head>");
const preloadLink = Buffer.from('<link rel="modulepreload"');
const lowPriority = Buffer.from(' fetchpriority="low"');

/** Adds `fetchpriority="low"` to each modulepreload link in the head. */
export function lowerModulePreloads(html: Buffer): Buffer {
  const head = html.indexOf(headEnd);
  if (head === -1) return html;
  const parts: Buffer[] = [];
  let from = 0;
  for (let link = html.indexOf(preloadLink); link !== -1 && link < head;) {
    const afterRel = link + preloadLink.length;
    parts.push(html.subarray(from, afterRel), lowPriority);
    from = afterRel;
    link = html.indexOf(preloadLink, afterRel);
  }
  return from === 0 ? html : Buffer.concat([...parts, html.subarray(from)]);
}
