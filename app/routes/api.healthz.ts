import { cacheHeaders } from "../lib/cache-control";

const startedAt = new Date().toISOString();

/** Liveness for load balancers: no upstream calls, never cached. */
export function loader() {
  return Response.json(
    { status: "ok", startedAt, uptimeSeconds: Math.round(process.uptime()) },
    { headers: cacheHeaders("noStore") },
  );
}
