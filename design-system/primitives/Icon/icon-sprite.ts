import type { IconName } from "./icons";

/*
 * Every Icon draws its artwork with <use href="#fc-icon-Name">, from one hidden <svg> of
 * <symbol>s in the document: the server writes the symbols of the icons its HTML uses right after
 * <body> (app/lib/icon-sprite.server.ts), so icons show on the first paint and without
 * JavaScript, each drawn once however often the page repeats it (four key facts on each of 24 car
 * cards). The shapes stay out of the JavaScript a page loads to hydrate: an icon the document
 * lacks (a page reached by a client navigation, a story) is added by `ensureIconSymbol`, which
 * loads the artwork (icon-markup.ts) the first time that happens.
 */

const SPRITE_PREFIX = "fc-icon-";

/** The id of an icon's symbol in the document's sprite. */
export function iconSymbolId(name: IconName): string {
  return `${SPRITE_PREFIX}${name}`;
}

/** What comes right before an icon's name in the HTML of its reference. */
export const iconReferencePrefix = `href="#${SPRITE_PREFIX}`;

/*
 * Out of the layout and the accessibility tree; not display:none, which some browsers apply to
 * what a <use> draws from it. A style attribute: the CSP allows them, and the sprite must be
 * hidden before any stylesheet applies.
 */
const hiddenSpriteStyle = "position:absolute;width:0;height:0;overflow:hidden";

/*
 * The 24x24 viewBox is the symbol's, once per document: a <use> of it scales the artwork to the
 * Icon's box, so the Icon's <svg> needs none (about 20 bytes of HTML per icon, 4 KB on a car
 * list of 24 cards).
 */
const symbolMarkup = (name: IconName, shapes: string) =>
  `<symbol id="${iconSymbolId(name)}" viewBox="0 0 24 24">${shapes}</symbol>`;

const spriteMarkup = (symbols: string) =>
  `<svg aria-hidden="true" focusable="false" data-icon-sprite="" style="${hiddenSpriteStyle}">${symbols}</svg>`;

/** A hidden <svg> with the symbols of `names` (the server's sprite, Storybook's). */
export function iconSpriteMarkup(
  names: Iterable<IconName>,
  markup: Readonly<Record<IconName, string>>,
): string {
  return spriteMarkup([...new Set(names)].map((name) => symbolMarkup(name, markup[name])).join(""));
}

let artwork: Promise<Readonly<Record<IconName, string>>> | undefined;

/** The sprite the browser adds symbols to: the server's, else one made now at the end of body. */
function documentSprite(): Element {
  const existing = document.querySelector("svg[data-icon-sprite]");
  if (existing) return existing;
  document.body.insertAdjacentHTML("beforeend", spriteMarkup(""));
  return document.body.lastElementChild as Element;
}

/**
 * Makes sure the document has the icon's symbol: a no-op for the icons the server wrote; else the
 * artwork loads (once, about 2.5 KB gzip) and the symbol is added. Until then the icon's box is
 * there, empty.
 */
export function ensureIconSymbol(name: IconName): void {
  if (document.getElementById(iconSymbolId(name))) return;
  artwork ??= import("./icon-markup").then((module) => module.iconMarkup);
  void artwork.then((markup) => {
    if (document.getElementById(iconSymbolId(name))) return;
    documentSprite().insertAdjacentHTML("beforeend", symbolMarkup(name, markup[name]));
  });
}
