import { useCallback, useEffect, useRef, useState } from "react";
import styled from "styled-components";
import { Image } from "../../primitives/Image";
import { useLinkComponent } from "../../primitives/LinkProvider";
import { space, vars } from "../../theme";

export interface FooterBrand {
  /** The brand's name: the logo's alt text and the link's accessible name. */
  name: string;
  /** Where the logo links to (the car list filtered to this brand). */
  href: string;
  /** The logo image. */
  logoSrc: string;
  /** Tried when `logoSrc` fails to load (e.g. the black-and-white logo). */
  fallbackLogoSrc?: string;
}

/** A logo is shown 40 px high (specs), in a tile of fixed width so loading shifts nothing. */
const Tile = styled.a`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 6.5rem;
  height: calc(2.5rem + 2 * ${space.xs});
  padding: ${space.xs};
  border-radius: ${vars.radius.card};
  background: ${vars.color.surface};
  border: 2px solid transparent;
  &:hover {
    border-color: ${vars.color.accent};
  }
  > span {
    display: block;
    width: 100%;
    height: 2.5rem;
  }
`;

/**
 * One brand logo linking to its car list. If the logo fails to load it falls back to
 * `fallbackLogoSrc`; if that fails too (or there is none), the whole entry is hidden, so no
 * broken image or nameless link remains. An image that failed before hydration (server HTML) is
 * caught after mount with `decode()`.
 */
export function BrandLogoLink({ brand }: { brand: FooterBrand }) {
  const Link = useLinkComponent();
  const [src, setSrc] = useState(brand.logoSrc);
  const [hidden, setHidden] = useState(false);
  const frameRef = useRef<HTMLSpanElement>(null);

  const fail = useCallback(() => {
    if (brand.fallbackLogoSrc && src !== brand.fallbackLogoSrc) setSrc(brand.fallbackLogoSrc);
    else setHidden(true);
  }, [brand.fallbackLogoSrc, src]);

  // A failed load before hydration fired no React event: a complete image with no width is
  // either broken or an SVG without a size, and decode() tells the two apart.
  useEffect(() => {
    const img = frameRef.current?.querySelector("img");
    if (!img?.complete || img.naturalWidth > 0 || typeof img.decode !== "function") return;
    let active = true;
    img.decode().catch(() => {
      if (active) fail();
    });
    return () => {
      active = false;
    };
  }, [fail]);

  if (hidden) return null;
  return (
    <li>
      <Tile as={Link} href={brand.href}>
        <span ref={frameRef}>
          <Image
            key={src}
            src={src}
            alt={brand.name}
            height={40}
            sizes="6rem"
            fit="contain"
            onError={fail}
          />
        </span>
      </Tile>
    </li>
  );
}
