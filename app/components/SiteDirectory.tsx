import styled from "styled-components";
import { brandThemeFrom, type BrandThemeData } from "../../brand-themes/theme-data";
import { BrandScope, Container, Heading, space, vars } from "../../design-system";

export interface DirectorySite {
  id: string;
  name: string;
  language: string;
  /** The site's theme, as the page loader sends it. */
  brand: BrandThemeData;
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${space.lg};
  margin: ${space.xl} 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.a`
  display: grid;
  gap: ${space.xs};
  height: 100%;
  padding: ${space.lg};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.card};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  text-decoration: none;
  &:hover {
    border-color: ${vars.color.action};
  }
  span {
    color: ${vars.color.textMuted};
  }
`;

const Intro = styled.p`
  max-width: 44rem;
  color: ${vars.color.textMuted};
`;

/** The demo's front door on bare localhost: one card per site, each in its own brand. */
export function SiteDirectory({
  sites,
  port,
  protocol,
}: {
  sites: DirectorySite[];
  port: string;
  protocol: string;
}) {
  return (
    <main id="main-content">
      <Container>
        <div style={{ paddingBlock: space.xl }}>
          <Heading level={1}>Forecourt demo sites</Heading>
          <Intro>
            Every site below is served by this one server. Each opens on its own host name under
            localhost, in its own brand and language, with content from the embedded demo content
            service.
          </Intro>
          <Grid>
            {sites.map((site) => {
              const brand = brandThemeFrom(site.brand);
              const href = `${protocol}//${site.id}.localhost${port ? `:${port}` : ""}/`;
              return (
                <li key={site.id}>
                  <BrandScope brand={brand}>
                    <Card href={href}>
                      <brand.Logo />
                      <strong>{site.name}</strong>
                      <span>
                        {site.id}.localhost · {site.language}
                      </span>
                    </Card>
                  </BrandScope>
                </li>
              );
            })}
          </Grid>
        </div>
      </Container>
    </main>
  );
}
