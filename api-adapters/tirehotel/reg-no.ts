/**
 * A registration number as the tire hotel service and our session read it: spaces removed,
 * upper-cased, not cut (a plate that is too long is refused, not shortened).
 */
export function normaliseRegNoForServer(input: string): string {
  return input.replace(/\s+/g, "").toUpperCase();
}
