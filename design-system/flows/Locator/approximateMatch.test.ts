import Fuse from "fuse.js";
import { describe, expect, it } from "vitest";
import { createRandom } from "../../../api-adapters/mocks/search/random";
import { approximateMatcher, MAX_APPROXIMATE_PATTERN } from "./approximateMatch";

/** The fewest edits turning the pattern into some substring of the text (textbook DP). */
function substringEditDistance(text: string, pattern: string): number {
  let previous = Array.from({ length: text.length + 1 }, () => 0);
  for (let row = 1; row <= pattern.length; row += 1) {
    const current = [row];
    for (let column = 1; column <= text.length; column += 1) {
      const substitution =
        (previous[column - 1] ?? 0) + (pattern[row - 1] === text[column - 1] ? 0 : 1);
      current[column] = Math.min(
        substitution,
        (previous[column] ?? 0) + 1,
        (current[column - 1] ?? 0) + 1,
      );
    }
    previous = current;
  }
  return Math.min(...previous);
}

const random = createRandom("approximate-match");
const word = (alphabet: string, min: number, max: number) =>
  Array.from({ length: random.int(min, max) }, () => random.pick([...alphabet])).join("");

describe("approximate substring matching", () => {
  it("answers as the edit-distance table does, for every pattern length up to a word", () => {
    for (let trial = 0; trial < 3000; trial += 1) {
      const pattern = word("abcdł ", 1, MAX_APPROXIMATE_PATTERN);
      const text = word("abcdełő ", 0, 48);
      const maxEdits = random.int(0, Math.ceil(pattern.length / 2));
      expect(
        approximateMatcher(pattern, maxEdits)(text),
        `${pattern} in ${text} ≤ ${maxEdits}`,
      ).toBe(substringEditDistance(text, pattern) <= maxEdits);
    }
  });

  it("finds exact, substituted, inserted and deleted occurrences and nothing beyond the edits", () => {
    const berlin = approximateMatcher("berlin", 1);
    expect(berlin("f-150 berlin motors")).toBe(true);
    expect(berlin("berlyn")).toBe(true);
    expect(berlin("berliin")).toBe(true);
    expect(berlin("brlin")).toBe(true);
    expect(berlin("brlyn")).toBe(false);
    expect(berlin("")).toBe(false);
    expect(approximateMatcher("ab", 2)("")).toBe(true);
    const longest = "x".repeat(MAX_APPROXIMATE_PATTERN);
    expect(approximateMatcher(longest, 0)(`a${longest}b`)).toBe(true);
    expect(approximateMatcher(longest, 0)(longest.slice(1))).toBe(false);
  });

  it("matches whenever fuse.js's bitap matches, at the edits its threshold allows", () => {
    for (let trial = 0; trial < 1500; trial += 1) {
      const pattern = word("abcd", 1, 20);
      const text = word("abcde", 1, 40);
      const found = new Fuse([text], { threshold: 0.4, ignoreLocation: true }).search(pattern);
      const edits = Math.floor(0.4 * pattern.length + 1e-9);
      expect(approximateMatcher(pattern, edits)(text), `${pattern} in ${text}`).toBe(
        found.length > 0,
      );
    }
  });

  it("refuses patterns it cannot hold in one word", () => {
    expect(() => approximateMatcher("", 0)).toThrow(RangeError);
    expect(() => approximateMatcher("y".repeat(MAX_APPROXIMATE_PATTERN + 1), 3)).toThrow(
      RangeError,
    );
  });
});
