import type { ComponentProps } from "react";
import type { Translate } from "../../../i18n/translate";
import { logger } from "../../../api-adapters/shared/logger";
import { pushToDataLayer } from "../../analytics/data-layer";
import { Container, lazyComponent } from "../../../design-system";
import { defineBlock } from "../../composer/block";
import type { tireHotelLoader } from "./tire-hotel.server";
// Types only: the flow itself is imported on demand below.
import type { TireHotel as TireHotelFlow } from "../../../design-system/flows/TireHotel";

// Loaded only by pages that carry the flow: it is the largest block (forms, calendar, rating).
// Its browser client comes in the same lazy chunk: it validates answers with zod, which the
// other content pages do not load. The texts are built there too (the builder sits with the
// flow's rules, which use zod).
// It loads with the block (`preload` below), so the page hydrates it in one pass: a flow still
// loading at hydration was re-rendered empty by the first context change, and the footer jumped
// into view and back (layout shift 0.13 + 0.13 at 412 px; decision 0028).
type TireHotelProps = Omit<ComponentProps<typeof TireHotelFlow>, "client" | "texts"> & {
  t: Translate;
};
const TireHotel = lazyComponent<TireHotelProps>(async () => {
  const [flow, { tireHotelBrowserClient }] = await Promise.all([
    import("../../../design-system/flows/TireHotel"),
    import("../../tirehotel/browser-client"),
  ]);
  return function TireHotelWithClient({ t, ...props }: TireHotelProps) {
    return (
      <flow.TireHotel client={tireHotelBrowserClient()} texts={flow.tireHotelTexts(t)} {...props} />
    );
  };
});

function reportError(event: string, details: Record<string, unknown>) {
  logger.error(event, details);
}

/** TireHotel: the self-service wheel-change flow (specs/service-flows.md §2.2), in the site's language. */
const tireHotelView = defineBlock<typeof tireHotelLoader>(({ fields }, context) => (
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

export const tireHotelBlock: typeof tireHotelView = {
  ...tireHotelView,
  preload: TireHotel.preload,
};
