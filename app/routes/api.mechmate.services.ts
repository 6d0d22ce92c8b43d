import { offeringsLoader } from "../service-booking/offerings.server";

/** GET /api/mechmate/services/{registrationNumber}?lat&lng (specs §7): the service categories. */
export const loader = offeringsLoader("services");
