import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  // Every content path of every site goes through the page composer; "/" needs its own entry
  // because a splat does not match the empty path.
  index("routes/page.tsx", { id: "home" }),
  route("*", "routes/page.tsx"),
] satisfies RouteConfig;
