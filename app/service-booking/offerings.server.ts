import { z } from "zod";
import { coordinateInput, json, mechmateLoader, plateInput } from "./route.server";

const offeringsInput = z.object({
  registrationNumber: plateInput,
  lat: coordinateInput(90),
  lng: coordinateInput(180),
});

/** The services or add-ons of a car near a position: `{ serviceOfferingCategories }`. */
export function offeringsLoader(kind: "services" | "addons") {
  return mechmateLoader(offeringsInput, async ({ registrationNumber, lat, lng }, { context }) =>
    json(await context.upstream.booking[kind](registrationNumber, { lat, lng })),
  );
}
