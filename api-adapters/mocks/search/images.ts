/**
 * Demo car and dealer images: relative /-/media/ URLs (same origin: the server proxies /-/media/*
 * to the media host, which the media mock answers) drawn as SVG, so nothing leaves the machine.
 */
export const carImageUrl = (carId: string, index: number) => `/-/media/cars/${carId}/${index}.svg`;
export const siteImageUrl = (siteId: string, index: number) =>
  `/-/media/sites/${siteId}/${index}.svg`;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A 16×9 placeholder in the car's colour, small enough to inline as the blur preview. */
export function blurDataUrl(hex: string): string {
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 9'><rect width='16' height='9' fill='#dfe4ea'/><rect x='3' y='4' width='10' height='3' rx='1' fill='${hex}'/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const backgrounds = [
  "#dfe6ee",
  "#e9e4dc",
  "#dde8e0",
  "#e6e0ea",
  "#e2e2e2",
  "#dce6ea",
  "#ece6dc",
  "#e4e9e2",
];

/** A car silhouette in its colour with brand and model; `index` varies backdrop and framing. */
export function carIllustration(car: { brand: string; model: string; hex: string }, index: number) {
  const background = backgrounds[(index - 1) % backgrounds.length] ?? "#e2e2e2";
  const flip = index % 2 === 0 ? ` transform="translate(1200 0) scale(-1 1)"` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800" role="img" aria-label="${escapeXml(`${car.brand} ${car.model}`)}">
<rect width="1200" height="800" fill="${background}"/>
<rect y="560" width="1200" height="240" fill="#9aa0a6"/>
<g${flip}>
<path d="M180 520 Q220 380 420 360 L760 350 Q900 355 990 440 L1080 465 Q1130 480 1130 520 L1130 570 L120 570 L120 540 Z" fill="${car.hex}" stroke="#222" stroke-width="6"/>
<path d="M450 380 L740 372 Q850 380 910 440 L420 450 Z" fill="#cfd8e0" stroke="#222" stroke-width="4"/>
<circle cx="320" cy="570" r="70" fill="#1b1b1b"/><circle cx="320" cy="570" r="32" fill="#a0a0a0"/>
<circle cx="930" cy="570" r="70" fill="#1b1b1b"/><circle cx="930" cy="570" r="32" fill="#a0a0a0"/>
</g>
<text x="600" y="140" text-anchor="middle" font-family="sans-serif" font-size="72" font-weight="700" fill="#222">${escapeXml(car.brand)}</text>
<text x="600" y="220" text-anchor="middle" font-family="sans-serif" font-size="52" fill="#333">${escapeXml(car.model)}</text>
<text x="1160" y="770" text-anchor="end" font-family="sans-serif" font-size="28" fill="#fff">${index}</text>
</svg>`;
}

/** A dealer building with its name and city. */
export function siteIllustration(site: { name: string; city: string }, index: number) {
  const background = backgrounds[(index + 3) % backgrounds.length] ?? "#e2e2e2";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800" role="img" aria-label="${escapeXml(site.name)}">
<rect width="1200" height="800" fill="${background}"/>
<rect y="600" width="1200" height="200" fill="#8d949a"/>
<rect x="200" y="300" width="800" height="300" fill="#f4f6f8" stroke="#333" stroke-width="6"/>
<rect x="240" y="380" width="520" height="160" fill="#9fb7cc" stroke="#333" stroke-width="4"/>
<rect x="800" y="400" width="160" height="200" fill="#5d6a75" stroke="#333" stroke-width="4"/>
<rect x="200" y="240" width="800" height="70" fill="#1f3b57"/>
<text x="600" y="290" text-anchor="middle" font-family="sans-serif" font-size="44" font-weight="700" fill="#fff">${escapeXml(site.name)}</text>
<text x="600" y="160" text-anchor="middle" font-family="sans-serif" font-size="56" fill="#222">${escapeXml(site.city)}</text>
</svg>`;
}
