import {
  Button,
  CarCarousel,
  Container,
  Heading,
  Link,
  Stack,
  Text,
  carSliderLabels,
  type CarCardData,
} from "../../../design-system";
import { defineDataBlock } from "../../composer/block";
import type { SetsPageHead } from "../../lib/page-head";
import type { SiteDetailView } from "../../marketplace/dealer-site-view";
import type { ConsumesWildcard } from "../../marketplace/wildcard";
import type { siteDetailLoader } from "./site-detail.server";

/** The site detail page's data (app/blocks/marketplace/site-detail.server.ts). */
export type SiteDetailBlockData = ConsumesWildcard &
  SetsPageHead & {
    /** The site list, where the back link leads. */
    listPath: string;
    site: SiteDetailView & { latestCars: CarCardData[] };
  };

/** A dealer site's page (specs/marketplace.md 2); nothing on the list itself. */
export const siteDetailBlock = defineDataBlock<typeof siteDetailLoader>((_props, context, data) => {
  if (!data) return null;
  const { site } = data;
  const { t } = context;
  return (
    <Container>
      <Stack gap="lg">
        <Link href={data.listPath} variant="standalone">
          {t("Dealer.Back")}
        </Link>
        <Heading level={1}>{site.name}</Heading>
        <Text>
          {[site.street, site.locality].filter(Boolean).join(", ")}{" "}
          <Link href={site.mapsHref} target="_blank" newTabLabel={t("Shell.NewTab")}>
            {t("Dealer.Maps")}
          </Link>
        </Text>
        <Stack direction="horizontal" gap="md" wrap>
          {site.phone ? (
            <Link href={`tel:${site.phone.replace(/[^+\d]/g, "")}`}>
              {t("Dealer.Call")} {site.phone}
            </Link>
          ) : null}
          {site.email ? (
            <Link href={`mailto:${site.email}`}>
              {t("Dealer.Email")} {site.email}
            </Link>
          ) : null}
        </Stack>
        {site.holiday ? (
          <Text>
            <strong>{site.holiday.title}</strong> {site.holiday.text}
          </Text>
        ) : null}
        {site.brands.length > 0 ? (
          <Text>
            {t("Dealer.Brands")}: {site.brands.join(", ")}
          </Text>
        ) : null}
        <Heading level={2}>{t("Dealer.Departments")}</Heading>
        {site.departments.map((department) => (
          <section key={department.name}>
            <Heading level={3}>{department.name}</Heading>
            <dl>
              {department.openingHours.map((row) => (
                <div key={row.day}>
                  <dt>{row.day}</dt>
                  <dd>{row.hours}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
        <Stack direction="horizontal" gap="md" wrap>
          {site.carListHref ? <Button href={site.carListHref}>{t("Dealer.AllCars")}</Button> : null}
          {site.serviceBookingHref ? (
            <Button href={site.serviceBookingHref} variant="Secondary">
              {t("Dealer.BookService")}
            </Button>
          ) : null}
        </Stack>
      </Stack>
      <CarCarousel
        title={t("Dealer.LatestCars")}
        cars={site.latestCars}
        labels={carSliderLabels(t)}
      />
    </Container>
  );
});
