import { useEffect, useLayoutEffect, type SVGAttributes } from "react";
import styled from "styled-components";
import { ensureIconSymbol, iconSymbolId } from "./icon-sprite";
import { isIconName, type IconName } from "./icons";

/** Icon sizes in rem, on the 24-unit grid the artwork is drawn for; `inherit` follows the text. */
export const iconSizes = {
  inherit: "1em",
  sm: "1rem",
  md: "1.5rem",
  lg: "2rem",
  xl: "3rem",
} as const;
export type IconSize = keyof typeof iconSizes;

type SvgAttributes = Omit<
  SVGAttributes<SVGSVGElement>,
  "name" | "children" | "role" | "aria-hidden" | "aria-label"
>;

interface IconBaseProps extends SvgAttributes {
  /** Size from the icon scale (rem); `inherit` makes it 1em, the size of the surrounding text. */
  size?: IconSize;
  /**
   * Accessible name. Without it the icon is decorative (`aria-hidden`): give a title only when
   * the icon carries meaning no nearby text gives (e.g. a status shown by the icon alone).
   */
  title?: string;
}

/** An icon chosen in code: the name is checked at compile time. */
export interface KnownIconProps extends IconBaseProps {
  /** One of the names in `iconNames`. */
  name: IconName;
  fromCms?: false;
}

/**
 * An icon named by content (a CMS string). The name is checked at runtime: an unknown name
 * renders nothing and logs an error, so one bad entry never breaks the page.
 */
export interface CmsIconProps extends IconBaseProps {
  name: string;
  /** Marks the name as unchecked content; required so typos in code still fail type checks. */
  fromCms: true;
}

export type IconProps = KnownIconProps | CmsIconProps;

/*
 * The stroke style is CSS on the class, not attributes on every <svg>: a page repeats icons
 * (key facts on each car card), and the five presentation attributes were about 100 bytes of
 * HTML per icon (14 KB on a home page). The properties inherit to the shapes; a shape's own
 * `fill="currentColor"` still wins. For the same reason the element says no more than its
 * reference (no viewBox, which the symbol has; no name attribute: the `use` names the icon).
 */
const Svg = styled.svg<{ $size: string }>`
  display: inline-block;
  flex-shrink: 0;
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  vertical-align: middle;
  fill: none;
  stroke: currentColor;
  stroke-width: 2;
  stroke-linecap: round;
  stroke-linejoin: round;
`;

/**
 * An inline SVG icon in the current text colour.
 *
 * The old site fetched each icon by GET and parsed it in the browser: nothing showed while it
 * loaded (a flash of missing icons), every icon cost a request, and server-rendered HTML had no
 * icons at all. Here the artwork is in the server HTML (the document's sprite, icon-sprite.ts):
 * it shows on first paint, needs no request, and follows `currentColor` and the brand's text
 * colours.
 */
export function Icon(props: IconProps) {
  const { name, size = "md", title, fromCms: _fromCms, ...rest } = props;
  const known = isIconName(name);

  useEffect(() => {
    if (!known) console.error(`Icon: unknown icon name "${name}"; nothing is rendered.`);
  }, [known, name]);
  // Before the paint: an icon of the server's sprite costs one lookup, another one appears as
  // soon as the artwork is in.
  useLayoutEffect(() => {
    if (known) ensureIconSymbol(name);
  }, [known, name]);

  if (!known) return null;

  const a11y = title
    ? ({ role: "img", "aria-label": title } as const)
    : ({ "aria-hidden": true } as const);

  return (
    <Svg {...a11y} {...rest} $size={iconSizes[size]}>
      <use href={`#${iconSymbolId(name)}`} />
    </Svg>
  );
}
