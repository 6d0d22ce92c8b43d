import { Container, Heading, SiteTeaser, type SiteCardData } from "../../../design-system";
import { defineDataBlock } from "../../composer/block";
import { nonEmpty } from "../../composer/field-values";
import type { siteListLoader } from "./site-list.server";

/** A filter chip: a link to the list with the value toggled (the list's state is its URL). */
export interface SiteListFilterOption {
  value: string;
  label: string;
  count?: number;
  selected: boolean;
  href: string;
}

/** The site list's data (app/blocks/marketplace/site-list.server.ts). */
export interface SiteListBlockData {
  /** The list path (pathToSiteDetail): the cards link below it. */
  listPath: string;
  sites: SiteCardData[];
  total: number;
  filters: { name: string; label: string; options: SiteListFilterOption[] }[];
  keyphrase?: string;
  searchAction: string;
  searchHiddenFields?: { name: string; value: string }[];
  clearHref?: string;
  /** The next page of the list (show more), while more sites match. */
  moreHref?: string;
}

/** The dealer site list (specs/marketplace.md 2); nothing below the list path (a site's page). */
export const siteListBlock = defineDataBlock<typeof siteListLoader>(({ fields }, context, data) =>
  data ? (
    <>
      <Container>
        <Heading level={1}>{nonEmpty(fields?.Title) ?? context.t("Dealer.Back")}</Heading>
      </Container>
      <SiteTeaser sites={data.sites} phoneLabel={context.t("Marketplace.TeaserSitePhone")} />
    </>
  ) : null,
);
