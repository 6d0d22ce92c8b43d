import styled from "styled-components";
import type { WorkshopSite } from "../../../api-adapters/booking/schemas";
import { Link } from "../../primitives/Link";
import { fontSize, vars } from "../../theme";
import { directionsHref } from "../Locator/LocationCard";
import type { CostLabels } from "./workshop-labels";

/** A secondary line: an address, a note, a state of loading. */
export const Muted = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${fontSize.sm};
`;

/** Directions to the workshop in the maps service (a new tab), as the dealer locator gives. */
export function DirectionsLink({
  site,
  labels,
}: {
  site: WorkshopSite;
  labels: Pick<CostLabels, "directions" | "newTab">;
}) {
  return (
    <Link
      href={directionsHref({ lat: site.latitude, lng: site.longitude })}
      target="_blank"
      newTabLabel={labels.newTab}
    >
      {labels.directions}
    </Link>
  );
}
