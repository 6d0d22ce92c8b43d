/*
 * The demo autos-on-show media, drawn: the frames of a car turning on a turntable and an
 * interior panorama, as SVG (no network, no binary files). The media service mock serves them;
 * the gallery's stories use them as data URLs.
 */

export interface CarLook {
  brand: string;
  model: string;
  hex: string;
}

/** Frames of a demo exterior 360: one every 10 degrees. */
export const DEMO_360_FRAME_COUNT = 36;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * One frame of a car turning on a turntable (frame 1 of `count` is the side view, front to the
 * right): the side squeezed by the cosine of the angle, the front or rear face growing with its
 * sine, so stepping through the frames shows the car go round.
 */
export function turntableFrame(look: CarLook, frame: number, count = DEMO_360_FRAME_COUNT) {
  const angle = (2 * Math.PI * (frame - 1)) / count;
  const side = Math.cos(angle);
  const face = Math.sin(angle);
  const sideWidth = 760 * Math.abs(side);
  const faceWidth = 300 * Math.abs(face);
  const left = 600 - (sideWidth + faceWidth) / 2;
  // The visible face is the front while the sine is positive, the rear otherwise; it sits at the
  // end of the side that points that way.
  const showsFront = face >= 0;
  const frontOnRight = side >= 0;
  const faceOnRight = showsFront === frontOnRight;
  const sideX = faceOnRight ? left : left + faceWidth;
  const faceX = faceOnRight ? left + sideWidth : left;
  const lights = showsFront ? "#fff6c8" : "#d0312d";
  const sideShape =
    sideWidth < 1
      ? ""
      : `<g transform="translate(${sideX.toFixed(1)} 0) scale(${(sideWidth / 760).toFixed(4)} 1)${frontOnRight ? "" : " translate(760 0) scale(-1 1)"}">
<path d="M40 520 Q70 400 250 380 L540 372 Q660 378 730 450 L760 470 L760 570 L0 570 L0 540 Z" fill="${look.hex}" stroke="#222" stroke-width="5"/>
<path d="M270 395 L520 388 Q610 392 660 450 L250 458 Z" fill="#cfd8e0" stroke="#222" stroke-width="4"/>
<circle cx="170" cy="570" r="62" fill="#1b1b1b"/><circle cx="170" cy="570" r="28" fill="#a0a0a0"/>
<circle cx="610" cy="570" r="62" fill="#1b1b1b"/><circle cx="610" cy="570" r="28" fill="#a0a0a0"/>
</g>`;
  const faceShape =
    faceWidth < 1
      ? ""
      : `<g transform="translate(${faceX.toFixed(1)} 0) scale(${(faceWidth / 300).toFixed(4)} 1)">
<path d="M0 470 Q10 400 60 385 L240 385 Q290 400 300 470 L300 580 L0 580 Z" fill="${look.hex}" stroke="#222" stroke-width="5"/>
<path d="M55 395 L245 395 L270 455 L30 455 Z" fill="#cfd8e0" stroke="#222" stroke-width="4"/>
<rect x="20" y="485" width="60" height="26" rx="8" fill="${lights}"/><rect x="220" y="485" width="60" height="26" rx="8" fill="${lights}"/>
<rect x="110" y="530" width="80" height="22" fill="#f4f4f4" stroke="#222" stroke-width="3"/>
</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
<rect width="1200" height="800" fill="#e6eaef"/>
<ellipse cx="600" cy="600" rx="520" ry="110" fill="#b9c0c7"/>
${sideShape}
${faceShape}
<text x="600" y="140" text-anchor="middle" font-family="sans-serif" font-size="64" font-weight="700" fill="#222">${escapeXml(look.brand)} ${escapeXml(look.model)}</text>
<text x="1160" y="770" text-anchor="end" font-family="sans-serif" font-size="28" fill="#333">${Math.round((360 * (frame - 1)) / count)}°</text>
</svg>`;
}

/**
 * The car's interior as an equirectangular panorama (2400×600): windscreen and dashboard ahead,
 * doors at the sides, the back seat behind; the left and right edges meet, so it wraps round.
 */
export function interiorPanorama(look: CarLook) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="600" viewBox="0 0 2400 600">
<rect width="2400" height="600" fill="#3b3f44"/>
<rect y="60" width="2400" height="230" fill="#a9c7de"/>
<rect x="760" y="90" width="880" height="190" rx="30" fill="#cfe3f1" stroke="#222" stroke-width="6"/>
<rect x="160" y="110" width="420" height="160" rx="24" fill="#cfe3f1" stroke="#222" stroke-width="5"/>
<rect x="1820" y="110" width="420" height="160" rx="24" fill="#cfe3f1" stroke="#222" stroke-width="5"/>
<path d="M700 330 Q1200 270 1700 330 L1700 420 L700 420 Z" fill="#26292d"/>
<rect x="1120" y="340" width="220" height="70" rx="10" fill="#0f2233" stroke="${look.hex}" stroke-width="4"/>
<circle cx="950" cy="420" r="90" fill="none" stroke="#111" stroke-width="22"/>
<path d="M0 330 L560 330 L600 600 L0 600 Z" fill="${look.hex}" opacity="0.55"/>
<path d="M1840 330 L2400 330 L2400 600 L1800 600 Z" fill="${look.hex}" opacity="0.55"/>
<rect x="0" y="380" width="150" height="220" rx="30" fill="#55595f"/>
<rect x="2250" y="380" width="150" height="220" rx="30" fill="#55595f"/>
<text x="1200" y="560" text-anchor="middle" font-family="sans-serif" font-size="40" fill="#ddd">${escapeXml(look.brand)} ${escapeXml(look.model)}</text>
</svg>`;
}
