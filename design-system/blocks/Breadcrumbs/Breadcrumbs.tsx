import styled from "styled-components";
import { Container } from "../../layout/Container";
import { Icon } from "../../primitives/Icon";
import { useLinkComponent } from "../../primitives/LinkProvider";
import { fontSize, space, vars } from "../../theme";

export interface BreadcrumbItem {
  text: string;
  /** A page the crumb links to; a crumb without one (a folder with no page) is plain text. */
  href?: string;
}

export interface BreadcrumbsProps {
  /** Accessible name of the navigation landmark in the site's language, e.g. "Du är här". */
  label: string;
  /** From the home page down to the current page, which is the last item. */
  items: BreadcrumbItem[];
}

const Nav = styled.nav`
  padding-block: ${space.sm};
  font-size: ${fontSize.sm};
`;

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${space.xxs};
  min-height: 1.5rem;
  svg {
    color: ${vars.color.textMuted};
  }
  a {
    color: inherit;
    text-decoration: underline;
    text-decoration-color: ${vars.color.action};
    text-underline-offset: 0.2em;
    padding-block: ${space.xxs};
  }
  a:hover {
    text-decoration-thickness: 2px;
  }
  [aria-current="page"] {
    font-weight: 700;
    text-decoration: none;
  }
`;

const Folder = styled.span`
  color: ${vars.color.textMuted};
`;

/**
 * Breadcrumbs (WAI-ARIA breadcrumb pattern): a `nav` landmark named by `label` holding an
 * ordered list of links from the home page down; the last item is the current page
 * (`aria-current="page"`). Separators are decorative icons, hidden from screen readers.
 * Renders nothing for fewer than two items (on the home page a trail says nothing).
 */
export function Breadcrumbs({ label, items }: BreadcrumbsProps) {
  const Link = useLinkComponent();
  if (items.length < 2) return null;
  const lastIndex = items.length - 1;
  return (
    <Container>
      <Nav aria-label={label}>
        <List>
          {items.map((item, index) => {
            const current = index === lastIndex;
            return (
              <Item key={`${index}-${item.text}`}>
                {index > 0 ? <Icon name="ChevronRight" size="sm" /> : null}
                {item.href ? (
                  <Link href={item.href} aria-current={current ? "page" : undefined}>
                    {item.text}
                  </Link>
                ) : current ? (
                  <span aria-current="page">{item.text}</span>
                ) : (
                  <Folder>{item.text}</Folder>
                )}
              </Item>
            );
          })}
        </List>
      </Nav>
    </Container>
  );
}
