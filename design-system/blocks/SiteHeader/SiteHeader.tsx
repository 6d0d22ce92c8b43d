import type { ReactNode } from "react";
import styled from "styled-components";
import { Container } from "../../layout/Container";
import { useLinkComponent } from "../../primitives/LinkProvider";
import { fontSize, mediaUp, space, vars } from "../../theme";

export interface SiteHeaderProps {
  /** The brand logo element (150x55 by default). */
  logo: ReactNode;
  /** Accessible name of the home link, e.g. "Carstore, till startsidan". */
  homeLabel: string;
  /** Accessible name of the navigation landmark. */
  navigationLabel: string;
  links: { href: string; text: string; current?: boolean }[];
}

const Bar = styled.header`
  background: ${vars.color.headerSurface};
  color: ${vars.color.headerText};
  border-bottom: 1px solid ${vars.color.border};
`;

const Row = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm} ${space.lg};
  min-height: 4.5rem;
  padding-block: ${space.xs};
`;

const HomeLink = styled.a`
  display: inline-flex;
  color: inherit;
  svg {
    width: 150px;
    height: 55px;
    transform: scale(0.9);
    transform-origin: left center;
    ${mediaUp("sm")} {
      transform: none;
    }
  }
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs} ${space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    color: inherit;
    font-size: ${fontSize.md};
    font-weight: ${vars.fontWeight.action};
    text-decoration: none;
    padding-block: ${space.xs};
    border-bottom: 2px solid transparent;
  }
  a:hover,
  a[aria-current="page"] {
    border-bottom-color: ${vars.color.accent};
  }
`;

/** The site header: brand logo linking home, and the top-level links. */
export function SiteHeader({ logo, homeLabel, navigationLabel, links }: SiteHeaderProps) {
  const Link = useLinkComponent();
  return (
    <Bar>
      <Row>
        <HomeLink as={Link} href="/" aria-label={homeLabel}>
          {logo}
        </HomeLink>
        {links.length > 0 ? (
          <nav aria-label={navigationLabel}>
            <List>
              {links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} aria-current={link.current ? "page" : undefined}>
                    {link.text}
                  </Link>
                </li>
              ))}
            </List>
          </nav>
        ) : null}
      </Row>
    </Bar>
  );
}
