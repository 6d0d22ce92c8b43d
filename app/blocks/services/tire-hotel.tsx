import { lazy } from "react";
import { z } from "zod";
import { logger } from "../../../api-adapters/shared/logger";
import { pushToDataLayer } from "../../analytics/data-layer";
import { Container } from "../../../design-system";
import { defineBlock } from "../../composer/block";
import { linkField, textField } from "../../composer/fields";
import { tireHotelBrowserClient } from "../../tirehotel/browser-client";

/** The book-service page of the Swedish sites, linked when a plate has no agreement. */
export const DEFAULT_BOOK_SERVICE_PATH = "/service-och-verkstad/boka-bilverkstad";

const optionalLink = linkField.optional();

export const tireHotelSchema = z.object({
  fields: z.object({
    /** The footer's contact address. */
    ContactEmail: textField.refine((field) => z.email().safeParse(field.value).success, {
      message: "must be an e-mail address",
    }),
    BookServiceLink: optionalLink,
    ContactLink: optionalLink,
    TirePackageInfoLink: optionalLink,
  }),
  params: z.object({}).loose(),
});

// Loaded only by pages that carry the flow: it is the largest block (forms, calendar, rating).
const TireHotel = lazy(() =>
  import("../../../design-system/flows/TireHotel").then((module) => ({
    default: module.TireHotel,
  })),
);

function reportError(event: string, details: Record<string, unknown>) {
  logger.error(event, details);
}

/** TireHotel: the self-service wheel-change flow (specs/service-flows.md §2.2), Swedish. */
export const tireHotelBlock = defineBlock(tireHotelSchema, ({ fields }, context) => (
  <Container>
    <TireHotel
      client={tireHotelBrowserClient()}
      contactEmail={fields.ContactEmail.value}
      bookServiceHref={fields.BookServiceLink?.value.href ?? DEFAULT_BOOK_SERVICE_PATH}
      contactHref={fields.ContactLink?.value.href}
      packageInfoHref={fields.TirePackageInfoLink?.value.href}
      homeHref="/"
      locale={context.locale}
      onTrack={pushToDataLayer}
      onError={reportError}
    />
  </Container>
));
