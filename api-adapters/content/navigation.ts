import { z } from "zod";

const textValue = z.object({ value: z.string() }).nullable().optional();
const boolValue = z
  .object({ value: z.union([z.boolean(), z.string()]) })
  .nullable()
  .optional()
  .transform((field) => field?.value === true || field?.value === "1" || field?.value === "true");
const numberValue = z
  .object({ value: z.union([z.number(), z.string()]) })
  .nullable()
  .optional()
  .transform((field) => (field ? Number(field.value) || 0 : 0));

const navigationItemBase = {
  id: z.string(),
  name: z.string(),
  url: z.object({ path: z.string() }),
  navigationTitle: textValue,
  hideInNavigation: boolValue,
  isNavigableInMenuWhenItHasChildren: boolValue,
  externalLink: z
    .object({ value: z.object({ href: z.string().default(""), linktype: z.string().optional() }) })
    .nullable()
    .optional(),
  posInMenu: numberValue,
  orderInDropdown: numberValue,
  hasChildren: z.boolean().default(false),
};

export interface NavigationItem {
  id: string;
  name: string;
  url: { path: string };
  navigationTitle?: { value: string } | null;
  hideInNavigation: boolean;
  isNavigableInMenuWhenItHasChildren: boolean;
  externalLink?: { value: { href: string; linktype?: string } } | null;
  posInMenu: number;
  orderInDropdown: number;
  hasChildren: boolean;
  children: NavigationItem[];
}

/** The navigation tree: root children, three levels deep (the query asks for no more). */
const level3 = z.object({ ...navigationItemBase }).transform((item) => ({ ...item, children: [] }));
const level2 = z.object({
  ...navigationItemBase,
  children: z
    .object({ results: z.array(level3) })
    .nullable()
    .optional(),
});
const level1 = z.object({
  ...navigationItemBase,
  children: z
    .object({ results: z.array(level2) })
    .nullable()
    .optional(),
});

export const navigationResponseSchema = z.object({
  navigation: z.object({ children: z.object({ results: z.array(level1) }) }).nullable(),
});

type Parsed = { children?: { results: Parsed[] } | null } & Omit<NavigationItem, "children">;

export function toNavigationItems(results: readonly Parsed[]): NavigationItem[] {
  return results.map((item) => ({
    ...item,
    children: toNavigationItems(item.children?.results ?? []),
  }));
}
