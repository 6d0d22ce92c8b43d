import { brandCode, brandLogoNames } from "./fixtures/content/brand-logos";

const namesByCode = new Map(brandLogoNames.map((name) => [brandCode(name), name]));

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * A recognisable demo mark for a car brand: its name in a badge of its own colour and shape, so a
 * footer of brand logos can be read (the real marks come from the CMS). `blackAndWhite` is the
 * monochrome variant the CMS also offers. Undefined for an unknown brand code.
 */
export function brandMark(code: string, blackAndWhite = false): string | undefined {
  const name = namesByCode.get(code.toUpperCase());
  if (!name) return undefined;
  let seed = 0;
  for (const char of code) seed = (seed * 31 + char.charCodeAt(0)) >>> 0;
  const hue = seed % 360;
  const fill = blackAndWhite ? "#1b1b1b" : `hsl(${hue},62%,32%)`;
  const radius = [0, 12, 40][seed % 3];
  const fontSize = name.length > 10 ? 22 : name.length > 6 ? 28 : 36;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80" role="img" aria-label="${escapeXml(name)}">
<rect x="2" y="2" width="236" height="76" rx="${radius}" fill="${fill}"/>
<text x="120" y="40" fill="#ffffff" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${fontSize}" text-anchor="middle" dominant-baseline="central">${escapeXml(name)}</text>
</svg>`;
}
