import sharp, { type AvifOptions, type JpegOptions, type WebpOptions } from "sharp";

export type OutputFormat = "avif" | "webp" | "jpeg";

/** AVIF or WebP when the browser says it takes them, JPEG otherwise. */
export function outputFormat(accept: string | undefined): OutputFormat {
  if (accept?.includes("image/avif")) return "avif";
  if (accept?.includes("image/webp")) return "webp";
  return "jpeg";
}

/**
 * Encoder settings chosen for CPU per request, measured with `npm run bench:image` (3000×2000
 * photo-like source to 1920 px, one thread, 2-core machine): sharp's default AVIF effort 4 took
 * about 12 s, effort 1 about 0.35 s at a smaller file; WebP effort 2 halves effort 4's time for
 * the same size. Smaller widths cost proportionally less.
 */
export const encoderOptions: {
  avif: AvifOptions;
  webp: WebpOptions;
  jpeg: JpegOptions;
} = {
  avif: { quality: 50, effort: 1 },
  webp: { quality: 75, effort: 2 },
  jpeg: { quality: 75 },
};

/** Pixels a source may have (a 40 MP photo); larger ones fail before being decoded. */
const maxInputPixels = 40_000_000;

/** Orients, resizes to `width` (never enlarging) and encodes one image. */
export function encodeImage(input: Buffer, width: number, format: OutputFormat): Promise<Buffer> {
  return sharp(input, { limitInputPixels: maxInputPixels })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .toFormat(format, encoderOptions[format])
    .toBuffer();
}
