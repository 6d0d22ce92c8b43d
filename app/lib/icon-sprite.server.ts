import { iconMarkup } from "../../design-system/primitives/Icon/icon-markup";
import {
  iconReferencePattern,
  iconSpriteMarkup,
  isIconName,
  interfaceIconNames,
} from "../../design-system";

const bodyStart = /<body[^>]*>/;

/**
 * Writes the sprite of the icons the document uses right after `<body>`: each Icon refers to its
 * symbol (design-system/primitives/Icon/icon-sprite.ts), so the artwork is in the HTML once per
 * icon and never in the page's JavaScript. The interface's own icons are always there
 * (`interfaceIconNames`): components draw them in states the server does not render. The sprite
 * goes before React's first element in body, where hydration skips an element it did not render.
 *
 * The document stays UTF-8 bytes; only ASCII is looked for, on a Latin-1 view of the bytes (as in
 * module-preloads.server.ts), so offsets are byte offsets.
 */
export function withIconSprite(html: Buffer): Buffer {
  const text = html.toString("latin1");
  const used = [...text.matchAll(iconReferencePattern)].map(([, name]) => name).filter(isIconName);
  const body = bodyStart.exec(text);
  if (!body) return html;
  const at = body.index + body[0].length;
  return Buffer.concat([
    html.subarray(0, at),
    Buffer.from(iconSpriteMarkup([...interfaceIconNames, ...used], iconMarkup), "utf8"),
    html.subarray(at),
  ]);
}
