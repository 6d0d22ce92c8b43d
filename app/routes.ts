import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  // Resource routes behind the public rewrites (server/edge/rewrites.ts).
  route("api/healthz", "routes/api.healthz.ts"),
  route("api/robots", "routes/api.robots.ts"),
  route("api/sitemap", "routes/api.sitemap.ts"),
  route("api/favicon", "routes/api.favicon.ts"),
  route("api/editing/feaas/render", "routes/api.editing.feaas-render.tsx"),
  // The editor's public path is a route of its own, not a rewrite: the editing render is a
  // document that hydrates, and the browser's URL must match the route the server rendered.
  route("feaas-render", "routes/api.editing.feaas-render.tsx", { id: "feaas-render" }),
  // The tire hotel flow's calls (specs/service-flows.md §7), answered from the upstream.
  route("api/tirehotel/*", "routes/api.tirehotel.$.ts"),
  // The compare modal's car details (specs/marketplace.md 7, compare detail).
  route("api/cars/:carId", "routes/api.cars.$carId.ts"),
  // The car detail contact form's leads, sent on to the forms hub (specs/marketplace.md 7).
  route("api/forms/comhub", "routes/api.forms.comhub.ts"),
  // A form builder form's definition for the FormBuilder block (specs/marketplace.md 7).
  route("api/jotform", "routes/api.jotform.ts"),
  // A car's autos-on-show media (specs/marketplace.md 7, Media: /api/{name}/{regNo}).
  route("api/autosonshow/:regNo", "routes/api.autosonshow.$regNo.ts"),
  // The UK finance quote widget's calls, sent on to the finance provider (specs/marketplace.md 7).
  route("api/codeweaver/cfd", "routes/api.codeweaver.cfd.ts"),
  route("api/codeweaver/legal", "routes/api.codeweaver.legal.ts"),
  route("api/codeweaver/default", "routes/api.codeweaver.default.ts"),
  // The kits page's quotes, sent on to the dealer ERP (specs/marketplace.md 7, Forms and kits).
  route("api/automaster", "routes/api.automaster.ts"),
  // The service booking tool's calls, sent on to the booking service (specs/service-flows.md 7).
  route("api/mechmate/car/:registrationNumber", "routes/api.mechmate.car.ts"),
  route("api/mechmate/services/:registrationNumber", "routes/api.mechmate.services.ts"),
  route("api/mechmate/addons/:registrationNumber", "routes/api.mechmate.addons.ts"),
  route("api/mechmate/authorized-workshop/:brand", "routes/api.mechmate.authorized-workshop.ts"),
  route("api/mechmate/departments/closestAvailable", "routes/api.mechmate.departments.ts"),
  route(
    "api/mechmate/timeslots/from/:registrationNumber/:departmentId/:from",
    "routes/api.mechmate.timeslots.ts",
  ),
  route(
    "api/mechmate/prices/:registrationNumber/:mileage/:departmentId",
    "routes/api.mechmate.prices.ts",
  ),
  route("api/mechmate/book", "routes/api.mechmate.book.ts"),
  route("api/mechmate/*", "routes/api.mechmate.$.ts"),
  // Every content path of every site goes through the page composer; "/" needs its own entry
  // because a splat does not match the empty path.
  index("routes/page.tsx", { id: "home" }),
  route("*", "routes/page.tsx"),
] satisfies RouteConfig;
