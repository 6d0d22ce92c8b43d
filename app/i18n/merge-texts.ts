import type { Texts } from "../../i18n/translate";

const merged = new WeakMap<Texts, WeakMap<Texts, Texts>>();

/**
 * The root data's texts completed by a page's (its blocks' namespaces), the same object for the
 * same two, so the layout's `t()` and the page's block context do not change on every render.
 */
export function mergeTexts(rootTexts: Texts, pageTexts: Texts | undefined): Texts {
  if (!pageTexts || Object.keys(pageTexts).length === 0) return rootTexts;
  let byPage = merged.get(rootTexts);
  if (!byPage) merged.set(rootTexts, (byPage = new WeakMap()));
  let texts = byPage.get(pageTexts);
  if (!texts) byPage.set(pageTexts, (texts = { ...rootTexts, ...pageTexts }));
  return texts;
}

const withPageTexts = new WeakMap<object, WeakMap<Texts, object>>();

/** The root data with a page's texts merged in (the same object for the same two). */
export function withTexts<T extends { texts: Texts }>(
  rootData: T,
  pageTexts: Texts | undefined,
): T {
  const texts = mergeTexts(rootData.texts, pageTexts);
  if (texts === rootData.texts) return rootData;
  let byTexts = withPageTexts.get(rootData);
  if (!byTexts) withPageTexts.set(rootData, (byTexts = new WeakMap()));
  let data = byTexts.get(texts) as T | undefined;
  if (!data) byTexts.set(texts, (data = { ...rootData, texts }));
  return data;
}
