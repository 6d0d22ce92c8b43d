import { healthReport } from "../../server/edge/health";
import { cacheHeaders } from "../lib/cache-control";

/**
 * Liveness for load balancers: no upstream calls, never cached. `/healthz` itself is answered
 * earlier, by the server's pipeline (server/edge/health.ts); this route keeps `/api/healthz` and
 * the method and body rules of both paths.
 */
export function loader() {
  return Response.json(healthReport(), { headers: cacheHeaders("noStore") });
}
