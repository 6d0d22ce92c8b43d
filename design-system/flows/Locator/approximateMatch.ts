/** Myers' bit-vector algorithm works on one machine word: patterns up to 32 UTF-16 units. */
export const MAX_APPROXIMATE_PATTERN = 32;
const LATIN_1_END = 256;

/**
 * Whether `text` holds `pattern` with at most `maxEdits` insertions, deletions or substitutions
 * (approximate substring matching, the question fuse.js's bitap answers level by level), in one
 * pass over the text: G. Myers, "A fast bit-vector algorithm for approximate string matching
 * based on dynamic programming" (1999), semi-global form. The pattern's character masks are
 * built once, so one matcher checks many texts cheaply. approx-string-match implements the same
 * algorithm but rebuilds them per text and also searches for match starts, which made the
 * locator's per-keystroke check slower than fuse.js itself.
 */
export function approximateMatcher(pattern: string, maxEdits: number): (text: string) => boolean {
  const length = pattern.length;
  if (length === 0 || length > MAX_APPROXIMATE_PATTERN) {
    throw new RangeError(`pattern length ${length} is outside 1..${MAX_APPROXIMATE_PATTERN}`);
  }
  // Latin-1 characters (nearly all of a European address) look up an array, others a map.
  const latinMasks = new Int32Array(LATIN_1_END);
  const otherMasks = new Map<number, number>();
  for (let position = 0; position < length; position += 1) {
    const code = pattern.charCodeAt(position);
    if (code < LATIN_1_END) latinMasks[code] = (latinMasks[code] ?? 0) | (1 << position);
    else otherMasks.set(code, (otherMasks.get(code) ?? 0) | (1 << position));
  }
  const lastRow = 1 << (length - 1);
  const allRows = length === 32 ? -1 : (1 << length) - 1;

  return (text) => {
    if (maxEdits >= length) return true;
    let positive = allRows;
    let negative = 0;
    let edits = length;
    for (let index = 0; index < text.length; index += 1) {
      const code = text.charCodeAt(index);
      const equal = (code < LATIN_1_END ? latinMasks[code] : otherMasks.get(code)) ?? 0;
      const vertical = equal | negative;
      const horizontal = (((equal & positive) + positive) ^ positive) | equal;
      let positiveH = negative | ~(horizontal | positive);
      let negativeH = positive & horizontal;
      if (positiveH & lastRow) edits += 1;
      else if (negativeH & lastRow) edits -= 1;
      // A match may start anywhere in the text: the top row stays 0, so no carry in.
      positiveH <<= 1;
      negativeH <<= 1;
      positive = negativeH | ~(vertical | positiveH);
      negative = positiveH & vertical;
      if (edits <= maxEdits) return true;
    }
    return false;
  };
}
