import { offeringsLoader } from "../service-booking/offerings.server";

/** GET /api/mechmate/addons/{registrationNumber}?lat&lng (specs §7): the add-on categories. */
export const loader = offeringsLoader("addons");
