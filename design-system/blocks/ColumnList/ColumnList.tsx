import styled from "styled-components";
import { fontSize, mediaUp, space, vars } from "../../theme";
import { Container } from "../../layout/Container";
import { Heading } from "../../primitives/Heading";
import { Link } from "../../primitives/Link";
import { columnListCount, type ColumnListCount } from "./columns";

export interface ColumnListColumn {
  id?: string;
  title: string;
  links: { href: string; text: string; target?: string }[];
}

export interface ColumnListProps {
  /** An optional heading over the columns (h2); column titles are then h3. */
  title?: string;
  columns: ColumnListColumn[];
  /** 3 or 4 columns on wide screens (see `columnListCount`). */
  columnCount?: ColumnListCount;
  /** Hidden text for links opening a new tab, e.g. "(öppnas i ny flik)". */
  newTabLabel: string;
}

const Section = styled.section`
  padding-block: ${space.xl};
`;

const Grid = styled.div<{ $count: ColumnListCount }>`
  display: grid;
  gap: ${space.xl} ${space.lg};
  grid-template-columns: minmax(0, 1fr);
  margin-top: ${space.lg};
  ${mediaUp("sm")} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mediaUp("md")} {
    grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr));
  }
`;

const Column = styled.div`
  display: grid;
  align-content: start;
  gap: ${space.sm};
  padding-top: ${space.sm};
  border-top: 2px solid ${vars.color.accent};
`;

const Links = styled.ul`
  display: grid;
  gap: ${space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${fontSize.md};
  a {
    display: inline-block;
    padding-block: ${space.xxs};
  }
`;

/** Titled lists of links side by side: 3 or 4 columns on wide screens, 2 on tablets, 1 on phones. */
export function ColumnList({ title, columns, columnCount, newTabLabel }: ColumnListProps) {
  if (columns.length === 0) return null;
  const count = columnListCount(columnCount, columns.length);
  return (
    <Section>
      <Container>
        {title ? <Heading level={2}>{title}</Heading> : null}
        <Grid $count={count} data-columns={count}>
          {columns.map((column, index) => (
            <Column key={column.id ?? index}>
              <Heading level={title ? 3 : 2} size="md">
                {column.title}
              </Heading>
              <Links>
                {column.links.map((link) => (
                  <li key={`${link.href}-${link.text}`}>
                    <Link
                      href={link.href}
                      target={link.target}
                      variant="standalone"
                      newTabLabel={newTabLabel}
                    >
                      {link.text}
                    </Link>
                  </li>
                ))}
              </Links>
            </Column>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
