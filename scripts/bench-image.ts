/**
 * CPU cost of one image-route transform: a photo-like 3000×2000 source (gradients and noise,
 * generated here) resized to 1920 px and encoded with the route's settings against sharp's
 * defaults. Prints median milliseconds per encode; asserts nothing.   npm run bench:image
 */
import { performance } from "node:perf_hooks";
import sharp from "sharp";
import { encodeImage, encoderOptions, type OutputFormat } from "../server/edge/image-encoder";

const width = 1920;
const rounds = Number(process.env.ROUNDS ?? 3);

/** Smooth colour gradients under per-pixel noise: compresses like a photograph, not a drawing. */
async function photoLikeSource(): Promise<Buffer> {
  const [w, h] = [3000, 2000];
  const pixels = Buffer.alloc(w * h * 3);
  let seed = 42;
  const noise = () => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    return (seed >>> 24) - 128;
  };
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      const i = (y * w + x) * 3;
      const wave = Math.sin(x / 90) * Math.cos(y / 70) * 60;
      pixels[i] = Math.max(0, Math.min(255, (x / w) * 200 + wave + noise() / 4));
      pixels[i + 1] = Math.max(0, Math.min(255, (y / h) * 180 + 40 - wave + noise() / 4));
      pixels[i + 2] = Math.max(0, Math.min(255, 120 + wave / 2 + noise() / 3));
    }
  }
  return sharp(pixels, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function median(encode: () => Promise<Buffer>): Promise<{ ms: number; bytes: number }> {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < rounds; i += 1) {
    const start = performance.now();
    bytes = (await encode()).length;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { ms: Math.round(times[Math.floor(times.length / 2)] ?? 0), bytes };
}

const source = await photoLikeSource();
sharp.concurrency(1);
console.log(
  `source: 3000x2000 JPEG, ${Math.round(source.length / 1024)} KB; ${rounds} rounds, 1 thread`,
);

const resized = () => sharp(source).rotate().resize({ width, withoutEnlargement: true });
const variants: [string, () => Promise<Buffer>][] = [
  [
    "avif before: quality 55, sharp's default effort 4",
    () => resized().avif({ quality: 55 }).toBuffer(),
  ],
  [
    "webp before: quality 75, sharp's default effort 4",
    () => resized().webp({ quality: 75 }).toBuffer(),
  ],
  ...(["avif", "webp", "jpeg"] as OutputFormat[]).map((format): [string, () => Promise<Buffer>] => [
    `${format} now: ${JSON.stringify(encoderOptions[format])}`,
    () => encodeImage(source, width, format),
  ]),
];
for (const [name, encode] of variants) {
  const { ms, bytes } = await median(encode);
  console.log(`${name.padEnd(56)} ${String(ms).padStart(6)} ms  ${Math.round(bytes / 1024)} KB`);
}
