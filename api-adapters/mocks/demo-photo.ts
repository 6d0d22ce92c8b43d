let photo: Uint8Array<ArrayBuffer> | undefined;

/**
 * A photo-like raster image (smooth colour gradients under per-pixel noise) as an uncompressed
 * 1920×1280 TIFF, generated without dependencies so the media mock runs in Node and in the
 * browser. It costs an image encoder what a photograph costs, unlike the flat SVG illustrations.
 * Generated once (a fraction of a second) and shared by every demo photo path.
 */
export function demoPhotoTiff(): Uint8Array<ArrayBuffer> {
  photo ??= photoLikeTiff(1920, 1280);
  return photo;
}

function photoLikeTiff(width: number, height: number): Uint8Array<ArrayBuffer> {
  const entries: [tag: number, type: 3 | 4, value: number][] = [];
  const headerBytes = 8;
  const ifdBytes = 2 + 10 * 12 + 4;
  const bitsAt = headerBytes + ifdBytes;
  const dataAt = bitsAt + 6;
  const dataBytes = width * height * 3;
  entries.push(
    [256, 4, width], // ImageWidth
    [257, 4, height], // ImageLength
    [258, 3, bitsAt], // BitsPerSample: offset of 8, 8, 8
    [259, 3, 1], // Compression: none
    [262, 3, 2], // PhotometricInterpretation: RGB
    [273, 4, dataAt], // StripOffsets
    [277, 3, 3], // SamplesPerPixel
    [278, 4, height], // RowsPerStrip
    [279, 4, dataBytes], // StripByteCounts
    [284, 3, 1], // PlanarConfiguration: chunky
  );
  const bytes = new Uint8Array(dataAt + dataBytes);
  const view = new DataView(bytes.buffer);
  bytes.set([0x49, 0x49]); // "II": little-endian
  view.setUint16(2, 42, true);
  view.setUint32(4, headerBytes, true);
  view.setUint16(headerBytes, entries.length, true);
  entries.forEach(([tag, type, value], index) => {
    const at = headerBytes + 2 + index * 12;
    view.setUint16(at, tag, true);
    view.setUint16(at + 2, type, true);
    view.setUint32(at + 4, tag === 258 ? 3 : 1, true);
    if (type === 3 && tag !== 258) view.setUint16(at + 8, value, true);
    else view.setUint32(at + 8, value, true);
  });
  bytes.set([8, 0, 8, 0, 8, 0], bitsAt);

  let state = 42;
  const noise = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return (state >>> 24) - 128;
  };
  const pixels = new Uint8ClampedArray(bytes.buffer);
  const columnWave = Array.from({ length: width }, (_, x) => Math.sin(x / 90) * 60);
  for (let y = 0; y < height; y += 1) {
    const rowWave = Math.cos(y / 70);
    for (let x = 0; x < width; x += 1) {
      const wave = (columnWave[x] ?? 0) * rowWave;
      const at = dataAt + (y * width + x) * 3;
      pixels[at] = (x / width) * 200 + wave + noise() / 4;
      pixels[at + 1] = (y / height) * 180 + 40 - wave + noise() / 4;
      pixels[at + 2] = 120 + wave / 2 + noise() / 3;
    }
  }
  return bytes;
}
