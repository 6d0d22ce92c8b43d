/*
 * Stand-in photos for stories: Storybook and its tests run without network, so pictures are
 * drawn as SVG data URLs. They use no colour values: shapes in the default fill at different
 * opacities give a neutral grey "photo" of a car.
 */

export interface DemoPhotoOptions {
  /** Text in the corner, e.g. the model or the srcset width that was picked. */
  label?: string;
  width?: number;
  height?: number;
  /** Moves the car along the picture, so slides differ. */
  variant?: number;
}

function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A neutral illustration of a car on a road, at the given intrinsic size. */
export function demoPhoto({
  label,
  width = 1600,
  height = 900,
  variant = 0,
}: DemoPhotoOptions = {}) {
  const shift = (variant % 4) * 12;
  const text = label
    ? `<text x="6" y="12" font-size="7" fill-opacity="0.75">${label.replace(/[<&]/g, "")}</text>`
    : "";
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 160 90" preserveAspectRatio="xMidYMid slice">` +
      `<rect width="160" height="90" fill-opacity="${0.08 + (variant % 3) * 0.04}"/>` +
      `<rect y="62" width="160" height="28" fill-opacity="0.22"/>` +
      `<g transform="translate(${28 + shift} 0)" fill-opacity="0.72">` +
      `<path d="M4 62v-9l10-3 12-12h34l14 11 14 3v10z"/>` +
      `<circle cx="22" cy="63" r="8"/><circle cx="72" cy="63" r="8"/></g>` +
      text +
      `</svg>`,
  );
}

/** A tiny version of the same picture, standing in for a real blurDataUrl. */
export function demoBlur(variant = 0): string {
  return demoPhoto({ width: 16, height: 9, variant });
}

/** A loader for stories: returns the same picture labelled with the width it was asked for. */
export function demoLoader(_src: string, width: number): string {
  return demoPhoto({ label: `${width}w`, width, height: Math.round((width * 9) / 16) });
}
