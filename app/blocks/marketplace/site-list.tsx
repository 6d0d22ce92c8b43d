import { useNavigate, useNavigation } from "react-router";
import {
  Container,
  Heading,
  SiteList,
  Stack,
  dealerSiteLabels,
  type SiteListData,
} from "../../../design-system";
import { defineDataBlock, type BlockContext } from "../../composer/block";
import { useLocalizedPath } from "../../i18n/language-prefix";
import { nonEmpty } from "../../composer/field-values";
import type { siteListLoader } from "./site-list.server";

/** The site list's data (app/blocks/marketplace/site-list.server.ts). */
export type SiteListBlockData = SiteListData & {
  /** The list path (pathToSiteDetail): the cards link below it. */
  listPath: string;
  /** The next page of the list (show more), while more sites match. */
  moreHref?: string;
};

function SiteListView({
  title,
  data,
  context,
}: {
  title: string;
  data: SiteListBlockData;
  context: BlockContext;
}) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const localized = useLocalizedPath();
  const { moreHref } = data;
  return (
    <Container>
      <Stack gap="lg">
        <Heading level={1}>{title}</Heading>
        <SiteList
          data={data}
          labels={dealerSiteLabels(context.t).list}
          locale={context.locale}
          loading={navigation.state === "loading"}
          // Show more: the next page in the URL (?page=n), so the state survives a reload.
          {...(moreHref
            ? {
                onShowMore: () =>
                  void navigate(localized(moreHref), { preventScrollReset: true, replace: true }),
              }
            : {})}
        />
      </Stack>
    </Container>
  );
}

/** The dealer site list (specs/marketplace.md 2); nothing below the list path (a site's page). */
export const siteListBlock = defineDataBlock<typeof siteListLoader>(({ fields }, context, data) =>
  data ? (
    <SiteListView
      title={nonEmpty(fields?.Title) ?? context.t("Dealer.Back")}
      data={data}
      context={context}
    />
  ) : null,
);
