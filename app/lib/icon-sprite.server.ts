import { iconMarkup } from "../../design-system/primitives/Icon/icon-markup";
import {
  iconReferencePrefix,
  iconSpriteMarkup,
  isIconName,
  interfaceIconNames,
  type IconName,
} from "../../design-system";
import type { DocumentEdits } from "./document-edits.server";

const referencePrefix = Buffer.from(iconReferencePrefix, "latin1");
const bodyStart = Buffer.from("<body", "latin1");
const quote = 0x22;
/** Longer than any icon's name: a reference without its closing quote nearby is not read. */
const longestName = 64;

/** The icons the document's references use, in order, each once. */
function referencedIcons(html: Buffer): Set<IconName> {
  const used = new Set<IconName>();
  for (let at = html.indexOf(referencePrefix); at !== -1; at = html.indexOf(referencePrefix, at)) {
    at += referencePrefix.length;
    const end = html.indexOf(quote, at);
    if (end === -1) break;
    if (end - at > longestName) continue;
    const name = html.toString("latin1", at, end);
    if (isIconName(name)) used.add(name);
  }
  return used;
}

/**
 * Writes the sprite of the icons the document uses right after `<body>`: each Icon refers to its
 * symbol (design-system/primitives/Icon/icon-sprite.ts), so the artwork is in the HTML once per
 * icon and never in the page's JavaScript. The interface's own icons are always there
 * (`interfaceIconNames`): components draw them in states the server does not render. The sprite
 * goes before React's first element in body, where hydration skips an element it did not render.
 * A document without a body is left alone.
 */
export function addIconSprite(html: Buffer, edits: DocumentEdits): void {
  const body = html.indexOf(bodyStart);
  const bodyTagEnd = body === -1 ? -1 : html.indexOf(">", body);
  if (bodyTagEnd === -1) return;
  const names = [...interfaceIconNames, ...referencedIcons(html)];
  edits.insert(bodyTagEnd + 1, iconSpriteMarkup(names, iconMarkup));
}
