import { brandIds, type BrandId } from "../brand-themes";

/** Chromatic viewport widths: the smallest supported phone and the navigation breakpoint. */
export const modeViewports = { mobile: 320, desktop: 1280 } as const;

type ModeName = `${BrandId} ${keyof typeof modeViewports}`;
interface Mode {
  /** The Storybook `brand` global the preview decorator reads. */
  brand: BrandId;
  /** Chromatic's snapshot width in px. */
  viewport: number;
}

/**
 * Chromatic modes: one snapshot per brand at mobile and desktop width, e.g.
 * `"carstore-se mobile": { brand: "carstore-se", viewport: 320 }`. Each mode has its own
 * baseline and approval. Apply with `parameters: { chromatic: { modes: brandModes } }`.
 */
export const brandModes = Object.fromEntries(
  brandIds.flatMap((brand) =>
    Object.entries(modeViewports).map(([size, viewport]) => [
      `${brand} ${size}`,
      { brand, viewport },
    ]),
  ),
) as Record<ModeName, Mode>;

/** Stories that already show every brand side by side (AllBrands) need one desktop snapshot. */
export const allBrandsModes = {
  desktop: { viewport: modeViewports.desktop },
} as const;
