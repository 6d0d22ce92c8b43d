import type { ReactNode } from "react";
import styled from "styled-components";
import { brandIds, brandThemes, isBrandId, type BrandId } from "../brand-themes";
import type { BrandThemeWithData } from "../brand-themes/theme-data";
import { BrandScope, type BrandTheme } from "../design-system/theme";
import { fontSize, space } from "../design-system/theme/scales";

/** The brand every story opens in. */
export const defaultBrandId: BrandId = "automotive-se";

/** The brand selected in the toolbar (`globals.brand`); the default brand for unknown values. */
export function brandFromGlobals(globals: Record<string, unknown>): BrandTheme {
  const id = globals.brand;
  return brandThemes[typeof id === "string" && isBrandId(id) ? id : defaultBrandId];
}

const Grid = styled.div<{ $layout: "grid" | "stack" }>`
  display: grid;
  gap: ${space.lg};
  padding: ${space.md};
  grid-template-columns: ${({ $layout }) =>
    $layout === "grid" ? "repeat(auto-fill, minmax(min(100%, 18rem), 1fr))" : "minmax(0, 1fr)"};
`;

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: ${space.xs};
  align-content: start;
`;

const Caption = styled.figcaption`
  font-size: ${fontSize.sm};
  font-weight: 700;
  font-family: system-ui, sans-serif;
`;

const Frame = styled.div`
  border: 1px dashed #8a8f98;
  overflow: hidden;
`;

const Padding = styled.div`
  padding: ${space.md};
`;

export interface InEveryBrandProps {
  /** Renders the component once per brand; receives that brand (for its logo, name). */
  /** Given the build's theme, token values included (tooling stories show them). */
  children: (brand: BrandThemeWithData) => ReactNode;
  /** "grid" puts small components side by side; "stack" gives full-width blocks a row each. */
  layout?: "grid" | "stack";
  /** Pads the component inside its frame (primitives); blocks bring their own spacing. */
  padded?: boolean;
}

/** The same component in every brand, each in its own BrandScope with the brand as caption. */
export function InEveryBrand({
  children,
  layout = "grid",
  padded = layout === "grid",
}: InEveryBrandProps) {
  return (
    <Grid $layout={layout}>
      {brandIds.map((id) => {
        const brand = brandThemes[id];
        return (
          <Figure key={id}>
            <Caption>
              {brand.name} <code>({id})</code>
            </Caption>
            <Frame>
              <BrandScope brand={brand}>
                {padded ? <Padding>{children(brand)}</Padding> : children(brand)}
              </BrandScope>
            </Frame>
          </Figure>
        );
      })}
    </Grid>
  );
}
