import { notFound } from "../service-booking/route.server";

/** Any other path under /api/mechmate: a JSON 404, not the site's page. */
export const loader = () => notFound();
