import { lazy, type ComponentProps } from "react";
import type { Translate } from "../../../i18n/translate";
import { logger } from "../../../api-adapters/shared/logger";
import { pushToDataLayer } from "../../analytics/data-layer";
import { Container } from "../../../design-system";
import { defineBlock } from "../../composer/block";
import type { tireHotelLoader } from "./tire-hotel.server";

// Loaded only by pages that carry the flow: it is the largest block (forms, calendar, rating).
// Its browser client comes in the same lazy chunk: it validates answers with zod, which the
// other content pages do not load. The texts are built there too (the builder sits with the
// flow's rules, which use zod).
const TireHotel = lazy(async () => {
  const [flow, { tireHotelBrowserClient }] = await Promise.all([
    import("../../../design-system/flows/TireHotel"),
    import("../../tirehotel/browser-client"),
  ]);
  return {
    default: ({
      t,
      ...props
    }: Omit<ComponentProps<typeof flow.TireHotel>, "client" | "texts"> & { t: Translate }) => (
      <flow.TireHotel client={tireHotelBrowserClient()} texts={flow.tireHotelTexts(t)} {...props} />
    ),
  };
});

function reportError(event: string, details: Record<string, unknown>) {
  logger.error(event, details);
}

/** TireHotel: the self-service wheel-change flow (specs/service-flows.md §2.2), in the site's language. */
export const tireHotelBlock = defineBlock<typeof tireHotelLoader>(({ fields }, context) => (
  <Container>
    <TireHotel
      contactEmail={fields.ContactEmail.value}
      bookServiceHref={fields.BookServiceLink?.value.href || undefined}
      contactHref={fields.ContactLink?.value.href}
      packageInfoHref={fields.TirePackageInfoLink?.value.href}
      homeHref="/"
      t={context.t}
      locale={context.locale}
      onTrack={pushToDataLayer}
      onError={reportError}
    />
  </Container>
));
