/**
 * The open items after one is opened or closed: opening adds it (and, in single mode, closes
 * the others); closing removes it. Order follows the order items were opened.
 */
export function nextOpenIds(
  openIds: readonly string[],
  id: string,
  open: boolean,
  allowMultiple: boolean,
): string[] {
  if (!open) return openIds.filter((openId) => openId !== id);
  if (!allowMultiple) return [id];
  return openIds.includes(id) ? [...openIds] : [...openIds, id];
}
