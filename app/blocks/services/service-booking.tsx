import { useMemo } from "react";
import type { Translate } from "../../../i18n/translate";
import { pushToDataLayer } from "../../analytics/data-layer";
import { Container, lazyComponent } from "../../../design-system";
import { defineDataBlock } from "../../composer/block";
import type { ServiceBookingEvent } from "../../../design-system/flows/ServiceBooking/types";
import { serviceBookingDataLayerEvent } from "./service-booking-events";
import type { ServiceBookingData, serviceBookingLoader } from "./service-booking.server";

function pushServiceBookingEvent(event: ServiceBookingEvent) {
  pushToDataLayer(serviceBookingDataLayerEvent(event));
}

type ToolProps = ServiceBookingData & { t: Translate };

// The tool (five steps, the map, the contact form) and its client of /api/mechmate load only on
// the booking page, with the block (`preload` below), so the page hydrates it in one pass
// (decision 0028, addendum).
const ServiceBookingTool = lazyComponent<ToolProps>(async () => {
  const [flow, { createMechmateApi }] = await Promise.all([
    import("../../../design-system/flows/ServiceBooking"),
    import("../../service-booking/mechmate-api"),
  ]);
  return function ServiceBookingWithApi({ t, ...data }: ToolProps) {
    const { mapsApiKey } = data;
    const connectionFailedText = t("ServiceBooking.ApiConnectionFailed");
    const api = useMemo(
      () => createMechmateApi({ connectionFailedText, ...(mapsApiKey ? { mapsApiKey } : {}) }),
      [connectionFailedText, mapsApiKey],
    );
    const labels = useMemo(() => flow.serviceBookingLabels(t), [t]);
    return (
      <flow.ServiceBookingTool
        {...data}
        api={api}
        labels={labels}
        onEvent={pushServiceBookingEvent}
      />
    );
  };
});

/**
 * ServiceBooking: the workshop booking tool (specs/service-flows.md §2.1) with its data from the
 * server (other brands' logos, the damage-inspection link, `?lat&lng`, today in Sweden, the maps
 * key). Without its data (a failed loader) nothing can be booked, so it renders nothing.
 */
const serviceBookingView = defineDataBlock<typeof serviceBookingLoader>((_props, context, data) =>
  data ? (
    <Container>
      <ServiceBookingTool {...data} t={context.t} />
    </Container>
  ) : null,
);

export const serviceBookingBlock: typeof serviceBookingView = {
  ...serviceBookingView,
  preload: ServiceBookingTool.preload,
};
