/**
 * Where a key moves in a horizontal tab list (WAI-ARIA tabs pattern): ArrowRight and ArrowLeft
 * to the next and previous enabled tab (wrapping), Home and End to the first and last enabled
 * one. `null` for any other key, or when there is nowhere to go.
 */
export function nextTabIndex(key: string, from: number, enabled: boolean[]): number | null {
  const count = enabled.length;
  const enabledIndexes = enabled.flatMap((isEnabled, index) => (isEnabled ? [index] : []));
  if (enabledIndexes.length === 0) return null;
  const step = (direction: 1 | -1) => {
    for (let offset = 1; offset <= count; offset += 1) {
      const index = (((from + direction * offset) % count) + count) % count;
      if (enabled[index]) return index;
    }
    return null;
  };
  switch (key) {
    case "ArrowRight":
      return step(1);
    case "ArrowLeft":
      return step(-1);
    case "Home":
      return enabledIndexes[0] ?? null;
    case "End":
      return enabledIndexes[enabledIndexes.length - 1] ?? null;
    default:
      return null;
  }
}
