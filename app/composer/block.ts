import type { ReactNode } from "react";
import type { z } from "zod";
import type { BrandTheme } from "../../design-system";
import type { UiTexts } from "../i18n/ui-texts";

/** What every block binding may use besides its own fields and params. */
export interface BlockContext {
  brand: BrandTheme;
  siteName: string;
  language: string;
  /** The path of the page being rendered, e.g. to mark the current link. */
  path: string;
  pageEditing: boolean;
  texts: UiTexts;
}

/** A CMS rendering's binding: the zod schema of its fields and params, and how it renders. */
export interface BlockBinding<S extends z.ZodType = z.ZodType> {
  schema: S;
  // Method syntax on purpose: bindings with specific schemas fit the registry's general type.
  render(props: z.output<S>, context: BlockContext): ReactNode;
}

export function defineBlock<S extends z.ZodType>(
  schema: S,
  render: (props: z.output<S>, context: BlockContext) => ReactNode,
): BlockBinding<S> {
  return { schema, render };
}
