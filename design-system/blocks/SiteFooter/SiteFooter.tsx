import styled from "styled-components";
import { Container } from "../../layout/Container";
import { useLinkComponent } from "../../primitives/LinkProvider";
import { fontSize, mediaUp, space, vars } from "../../theme";

export interface SiteFooterProps {
  /** Accessible name of the footer navigation. */
  navigationLabel: string;
  links: { href: string; text: string }[];
  /** A short line about the company: address, organisation number. */
  text?: string;
  copyright: string;
}

const Bar = styled.footer`
  background: ${vars.color.footerSurface};
  color: ${vars.color.footerText};
  padding-block: ${space.xl};
  margin-top: ${space.xxl};
  font-size: ${fontSize.sm};
  a {
    color: inherit;
  }
`;

const Grid = styled(Container)`
  display: grid;
  gap: ${space.lg};
  ${mediaUp("md")} {
    grid-template-columns: 2fr 1fr;
  }
  p {
    margin: 0;
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The site footer: company text, a list of links and the copyright line. */
export function SiteFooter({ navigationLabel, links, text, copyright }: SiteFooterProps) {
  const Link = useLinkComponent();
  return (
    <Bar>
      <Grid>
        <div>
          {text ? <p>{text}</p> : null}
          <p>{copyright}</p>
        </div>
        {links.length > 0 ? (
          <nav aria-label={navigationLabel}>
            <List>
              {links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href}>{link.text}</Link>
                </li>
              ))}
            </List>
          </nav>
        ) : null}
      </Grid>
    </Bar>
  );
}
