import { Fragment } from "react";
import styled, { css } from "styled-components";
import { Container } from "../../layout/Container";
import { Heading } from "../../primitives/Heading";
import { Icon, type IconName } from "../../primitives/Icon";
import { Link } from "../../primitives/Link";
import { VisuallyHidden } from "../../primitives/VisuallyHidden";
import { fontSize, lineHeight, mediaUp, skippedWhileOffscreen, space, vars } from "../../theme";
import { BrandLogoLink, type FooterBrand } from "./BrandLogoLink";
import { FOOTER_GRID_COLUMNS, footerColumnSpan, textToParagraphs } from "./layout";

export type { FooterBrand } from "./BrandLogoLink";

export interface FooterLink {
  href: string;
  text: string;
  target?: string;
}

export interface FooterColumn {
  title: string;
  /** A short text under the title. */
  description?: string;
  links: FooterLink[];
}

export interface FooterSocialLink {
  /** The network's name, e.g. "Instagram": the link's accessible name. */
  name: string;
  href: string;
  /** The network's glyph (the binding resolves it from the name and skips unknown ones). */
  icon: IconName;
  target?: string;
}

export interface FooterInfoField {
  heading?: string;
  /** Plain text: blank lines separate paragraphs, single line breaks are kept. */
  text?: string;
}

export interface FooterLabels {
  /** Accessible name of the navigation landmark around the link columns ("Sidfot"). */
  navigation: string;
  /** Accessible name of the social links list ("Följ oss"). */
  socialLinks: string;
  /** Hidden text after links that open a new tab, e.g. "(öppnas i ny flik)". */
  newTab: string;
}

export interface FooterProps {
  /** The footer's own texts, in the site's language (footerLabels(t)). */
  labels: FooterLabels;
  /** Heading over the brand logos, e.g. "Våra bilmärken". */
  brandsHeading?: string;
  /** Brand logos (40 px high), each linking to its car list; none hides the row. */
  brands?: FooterBrand[];
  /** Link columns; with 2 or fewer, each spans two grid tracks. */
  columns?: FooterColumn[];
  /** One prominent link, e.g. "Boka service". */
  highlightedLink?: FooterLink;
  socialLinks?: FooterSocialLink[];
  infoField1?: FooterInfoField;
  infoField2?: FooterInfoField;
  /** The first info field takes the full width of its row instead of half. */
  infoFieldOneFullWidth?: boolean;
}

/** Its usual height: 1,016-1,354 px on a phone, 758-965 px from 640 px wide, 487-634 px from 1024. */
const Bar = styled.footer`
  background: ${vars.color.footerSurface};
  color: ${vars.color.footerText};
  margin-top: ${space.xxl};
  padding-block: ${space.xl};
  font-size: ${fontSize.sm};
  line-height: ${lineHeight.body};
  ${skippedWhileOffscreen({ base: "72rem", sm: "54rem", md: "35rem" })}
  p {
    margin: 0;
  }
`;

const Stack = styled(Container)`
  display: grid;
  gap: ${space.xl};
`;

const Section = styled.section`
  display: grid;
  gap: ${space.md};
`;

const Separated = styled.div`
  border-top: 1px solid currentColor;
  padding-top: ${space.xl};
`;

const BrandList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ColumnGrid = styled.ul`
  display: grid;
  gap: ${space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  ${mediaUp("sm")} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mediaUp("md")} {
    grid-template-columns: repeat(${FOOTER_GRID_COLUMNS}, minmax(0, 1fr));
  }
`;

const Column = styled.li<{ $span: 1 | 2 }>`
  display: grid;
  align-content: start;
  gap: ${space.xs};
  ${({ $span }) =>
    $span === 2 &&
    css`
      ${mediaUp("sm")} {
        grid-column: span 2;
      }
    `}
`;

const LinkList = styled.ul`
  display: grid;
  gap: ${space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding-block: ${space.xxs};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
`;

const Highlighted = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
  min-height: 2.75rem;
  font-size: ${fontSize.lg};
`;

const SocialList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 2.75rem;
    height: 2.75rem;
    border: 1px solid currentColor;
    border-radius: ${vars.radius.chip};
  }
  a:hover {
    background: ${vars.color.surface};
    color: ${vars.color.text};
  }
`;

const InfoGrid = styled.div<{ $firstFull: boolean }>`
  display: grid;
  gap: ${space.lg};
  ${mediaUp("md")} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    ${({ $firstFull }) =>
      $firstFull &&
      css`
        > :first-child {
          grid-column: 1 / -1;
        }
      `}
  }
`;

const Info = styled.div`
  display: grid;
  align-content: start;
  gap: ${space.xs};
`;

function Paragraphs({ text }: { text?: string }) {
  return textToParagraphs(text).map((lines, index) => (
    <p key={index}>
      {lines.map((line, lineIndex) => (
        <Fragment key={lineIndex}>
          {lineIndex > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </p>
  ));
}

function InfoField({ field }: { field: FooterInfoField }) {
  return (
    <Info>
      {field.heading ? (
        <Heading level={2} size="md">
          {field.heading}
        </Heading>
      ) : null}
      <Paragraphs text={field.text} />
    </Info>
  );
}

const hasContent = (field?: FooterInfoField): field is FooterInfoField =>
  Boolean(field && (field.heading?.trim() || field.text?.trim()));

/**
 * The site footer (`contentinfo`): a row of brand logos linking to each brand's car list, link
 * columns in a navigation landmark, a highlighted link, social links with icons, and two info
 * fields (address, opening hours, company details). Every part is optional.
 */
export function Footer({
  labels,
  brandsHeading,
  brands = [],
  columns = [],
  highlightedLink,
  socialLinks = [],
  infoField1,
  infoField2,
  infoFieldOneFullWidth = false,
}: FooterProps) {
  const span = footerColumnSpan(columns.length);
  const infoFields = [infoField1, infoField2].filter(hasContent);

  return (
    <Bar>
      <Stack>
        {brands.length > 0 ? (
          <Section>
            {brandsHeading ? (
              <Heading level={2} size="lg">
                {brandsHeading}
              </Heading>
            ) : null}
            <BrandList>
              {brands.map((brand) => (
                <BrandLogoLink key={`${brand.name}-${brand.href}`} brand={brand} />
              ))}
            </BrandList>
          </Section>
        ) : null}

        {columns.length > 0 ? (
          <nav aria-label={labels.navigation}>
            <ColumnGrid>
              {columns.map((column, index) => (
                <Column key={`${column.title}-${index}`} $span={span} data-span={span}>
                  <Heading level={2} size="md">
                    {column.title}
                  </Heading>
                  {column.description ? <p>{column.description}</p> : null}
                  {column.links.length > 0 ? (
                    <LinkList>
                      {column.links.map((link) => (
                        <li key={`${link.href}-${link.text}`}>
                          <Link
                            href={link.href}
                            target={link.target}
                            variant="standalone"
                            newTabLabel={labels.newTab}
                          >
                            {link.text}
                          </Link>
                        </li>
                      ))}
                    </LinkList>
                  ) : null}
                </Column>
              ))}
            </ColumnGrid>
          </nav>
        ) : null}

        {highlightedLink || socialLinks.length > 0 ? (
          <Actions>
            {highlightedLink ? (
              <Highlighted
                href={highlightedLink.href}
                target={highlightedLink.target}
                variant="standalone"
                newTabLabel={labels.newTab}
              >
                {highlightedLink.text}
                <Icon name="ChevronRight" />
              </Highlighted>
            ) : (
              <span />
            )}
            {socialLinks.length > 0 ? (
              <SocialList aria-label={labels.socialLinks}>
                {socialLinks.map((social) => (
                  <li key={`${social.name}-${social.href}`}>
                    <Link
                      href={social.href}
                      target={social.target}
                      variant="standalone"
                      newTabLabel={labels.newTab}
                    >
                      <Icon name={social.icon} />
                      <VisuallyHidden>{social.name}</VisuallyHidden>
                    </Link>
                  </li>
                ))}
              </SocialList>
            ) : null}
          </Actions>
        ) : null}

        {infoFields.length > 0 ? (
          <Separated>
            <InfoGrid $firstFull={infoFieldOneFullWidth}>
              {infoFields.map((field, index) => (
                <InfoField key={index} field={field} />
              ))}
            </InfoGrid>
          </Separated>
        ) : null}
      </Stack>
    </Bar>
  );
}
