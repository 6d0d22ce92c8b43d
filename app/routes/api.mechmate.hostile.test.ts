// @vitest-environment node
import type { LoaderFunctionArgs } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { bookingDemo } from "../../api-adapters/mocks/booking";
import { JSON_BODY_LIMIT, policyOfModule } from "../../server/edge/request-limits";
import { sameSiteJsonInit } from "../lib/json-post.testing";
import {
  answer,
  bookingBody,
  bookingOrigin,
  otherOrigin,
  routeArgs,
  serveDemoBooking,
} from "../service-booking/route-test-support";
import * as addons from "./api.mechmate.addons";
import * as authorizedWorkshop from "./api.mechmate.authorized-workshop";
import * as book from "./api.mechmate.book";
import * as car from "./api.mechmate.car";
import * as departments from "./api.mechmate.departments";
import * as prices from "./api.mechmate.prices";
import * as services from "./api.mechmate.services";
import * as timeslots from "./api.mechmate.timeslots";

/*
 * Hostile input for every /api/mechmate route: each row is refused with its status before
 * anything goes to the booking service. The edge's part (methods, bodies) is read from the
 * route modules' exports as server/edge/request-limits.ts reads them.
 */

const server = serveDemoBooking();
let upstreamCalls = 0;
server.events.on("request:start", () => void (upstreamCalls += 1));
beforeEach(() => void (upstreamCalls = 0));

type Handler = (args: LoaderFunctionArgs) => Promise<Response> | Response;

interface Row {
  name: string;
  handler: Handler;
  path: string;
  params?: Record<string, string>;
  init?: RequestInit;
  origin?: string;
  status: number;
}

const good = { lat: "59.33", lng: "18.07" };
const query = (values: Record<string, string>) => `?${new URLSearchParams(values).toString()}`;
const plate = (registrationNumber: string) => ({ registrationNumber });

const offeringsRows = (kind: "services" | "addons", handler: Handler): Row[] => [
  {
    name: `${kind}: no position`,
    handler,
    path: `/${kind}/ABC123`,
    params: plate("ABC123"),
    status: 400,
  },
  {
    name: `${kind}: latitude 91`,
    handler,
    path: `/${kind}/ABC123${query({ ...good, lat: "91" })}`,
    params: plate("ABC123"),
    status: 400,
  },
  {
    name: `${kind}: hex longitude`,
    handler,
    path: `/${kind}/ABC123${query({ ...good, lng: "0x10" })}`,
    params: plate("ABC123"),
    status: 400,
  },
  {
    name: `${kind}: Infinity`,
    handler,
    path: `/${kind}/ABC123${query({ ...good, lat: "Infinity" })}`,
    params: plate("ABC123"),
    status: 400,
  },
  {
    name: `${kind}: plate with a slash`,
    handler,
    path: `/${kind}/AB%2F..${query(good)}`,
    params: plate("AB/.."),
    status: 400,
  },
  {
    name: `${kind}: plate too long`,
    handler,
    path: `/${kind}/ABC1234${query(good)}`,
    params: plate("ABC1234"),
    status: 400,
  },
];

const week = { registrationNumber: "ABC123", departmentId: "D1001", from: "2030-01-07T00:00:00" };
const codes = query({ serviceOfferings: "basservice" });
const priceParams = { registrationNumber: "ABC123", mileage: "4500", departmentId: "D1001" };
const stream = {
  regNo: "ABC123",
  serviceOfferings: "basservice",
  latitude: "59.33",
  longitude: "18.07",
};

const getRows: Row[] = [
  { name: "car: empty plate", handler: car.loader, path: "/car/", params: plate(""), status: 400 },
  {
    name: "car: script in the plate",
    handler: car.loader,
    path: "/car/x",
    params: plate("<b>1</b>"),
    status: 400,
  },
  {
    name: "car: plate of 7",
    handler: car.loader,
    path: "/car/ABC1234",
    params: plate("ABC1234"),
    status: 400,
  },
  {
    name: "car: Unicode letters",
    handler: car.loader,
    path: "/car/ÅÄÖ123",
    params: plate("ÅÄÖ123"),
    status: 400,
  },
  {
    name: "car: other site",
    handler: car.loader,
    path: "/car/ABC123",
    params: plate("ABC123"),
    origin: otherOrigin,
    status: 404,
  },
  ...offeringsRows("services", services.loader),
  ...offeringsRows("addons", addons.loader),
  {
    name: "brand: script",
    handler: authorizedWorkshop.loader,
    path: "/authorized-workshop/x",
    params: { brand: "<script>" },
    status: 400,
  },
  {
    name: "brand: path",
    handler: authorizedWorkshop.loader,
    path: "/authorized-workshop/x",
    params: { brand: "../car" },
    status: 400,
  },
  {
    name: "brand: 41 letters",
    handler: authorizedWorkshop.loader,
    path: "/authorized-workshop/x",
    params: { brand: "V".repeat(41) },
    status: 400,
  },
  {
    name: "brand: spaces (sent as hyphens)",
    handler: authorizedWorkshop.loader,
    path: "/authorized-workshop/x",
    params: { brand: "Land Rover" },
    status: 400,
  },
  {
    name: "timeslots: no offerings",
    handler: timeslots.loader,
    path: "/timeslots/from/x",
    params: week,
    status: 400,
  },
  {
    name: "timeslots: not midnight",
    handler: timeslots.loader,
    path: `/timeslots/from/x${codes}`,
    params: { ...week, from: "2030-01-07T08:00:00" },
    status: 400,
  },
  {
    name: "timeslots: no such day",
    handler: timeslots.loader,
    path: `/timeslots/from/x${codes}`,
    params: { ...week, from: "2030-02-30T00:00:00" },
    status: 400,
  },
  {
    name: "timeslots: department path",
    handler: timeslots.loader,
    path: `/timeslots/from/x${codes}`,
    params: { ...week, departmentId: "../../book" },
    status: 400,
  },
  {
    name: "timeslots: offering code with a comma only",
    handler: timeslots.loader,
    path: `/timeslots/from/x${query({ serviceOfferings: "," })}`,
    params: week,
    status: 400,
  },
  {
    name: "timeslots: 41 offerings",
    handler: timeslots.loader,
    path: `/timeslots/from/x${query({ serviceOfferings: Array(41).fill("a").join(",") })}`,
    params: week,
    status: 400,
  },
  {
    name: "prices: negative mileage",
    handler: prices.loader,
    path: `/prices/x${codes}`,
    params: { ...priceParams, mileage: "-1" },
    status: 400,
  },
  {
    name: "prices: decimal mileage",
    handler: prices.loader,
    path: `/prices/x${codes}`,
    params: { ...priceParams, mileage: "1.5" },
    status: 400,
  },
  {
    name: "prices: huge mileage",
    handler: prices.loader,
    path: `/prices/x${codes}`,
    params: { ...priceParams, mileage: "99999999" },
    status: 400,
  },
  {
    name: "prices: offering with a space",
    handler: prices.loader,
    path: `/prices/x${query({ serviceOfferings: "bas service" })}`,
    params: priceParams,
    status: 400,
  },
  {
    name: "departments: nothing",
    handler: departments.loader,
    path: "/departments/closestAvailable",
    status: 400,
  },
  {
    name: "departments: no offerings",
    handler: departments.loader,
    path: `/departments/closestAvailable${query({ ...stream, serviceOfferings: "" })}`,
    status: 400,
  },
  {
    name: "departments: longitude 181",
    handler: departments.loader,
    path: `/departments/closestAvailable${query({ ...stream, longitude: "181" })}`,
    status: 400,
  },
  {
    name: "departments: cursor injection",
    handler: departments.loader,
    path: `/departments/closestAvailable${query({ ...stream, cursor: "D1&regNo=X" })}`,
    status: 400,
  },
  {
    name: "departments: other site",
    handler: departments.loader,
    path: `/departments/closestAvailable${query(stream)}`,
    origin: otherOrigin,
    status: 404,
  },
];

const validBooking = bookingBody();

const jsonPost = (body: unknown, headers: Record<string, string> = {}): RequestInit =>
  sameSiteJsonInit(bookingOrigin, body, { headers });

const bookRow = (name: string, init: RequestInit, status: number, origin?: string): Row => ({
  name: `book: ${name}`,
  handler: book.action,
  path: "/book",
  init,
  status,
  ...(origin ? { origin } : {}),
});
const withBooking = (overrides: Record<string, unknown>) =>
  jsonPost({ ...validBooking, ...overrides });

const bookRows: Row[] = [
  bookRow(
    "another site's page",
    jsonPost(validBooking, { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" }),
    403,
  ),
  bookRow(
    "a sibling site",
    jsonPost(validBooking, { Origin: otherOrigin, "Sec-Fetch-Site": "same-site" }),
    403,
  ),
  bookRow("an opaque origin", jsonPost(validBooking, { Origin: "null" }), 403),
  bookRow(
    "a form body",
    jsonPost("a=b", { "Content-Type": "application/x-www-form-urlencoded" }),
    415,
  ),
  bookRow("text/plain", jsonPost(validBooking, { "Content-Type": "text/plain" }), 415),
  bookRow(
    "UTF-16 JSON",
    jsonPost(validBooking, { "Content-Type": "application/json; charset=utf-16" }),
    415,
  ),
  bookRow("not JSON", jsonPost("{"), 400),
  bookRow("null", jsonPost("null"), 400),
  bookRow("an array", jsonPost([validBooking]), 400),
  bookRow("an extra field", withBooking({ price: 0 }), 400),
  bookRow(
    "a recipient in the customer",
    withBooking({ customer: { ...validBooking.customer, toEmail: "x@y.se" } }),
    400,
  ),
  bookRow(
    "__proto__",
    jsonPost(`{"__proto__":{"admin":true},${JSON.stringify(validBooking).slice(1)}`),
    400,
  ),
  bookRow("no customer", withBooking({ customer: undefined }), 400),
  bookRow(
    "e-mail without a domain",
    withBooking({ customer: { ...validBooking.customer, email: "anna@" } }),
    400,
  ),
  bookRow(
    "phone of letters",
    withBooking({ customer: { ...validBooking.customer, phone: "ring mig" } }),
    400,
  ),
  bookRow(
    "a name of spaces",
    withBooking({ customer: { ...validBooking.customer, firstName: "   " } }),
    400,
  ),
  bookRow("free text of 81", withBooking({ freeText: "x".repeat(81) }), 400),
  bookRow("a time without seconds", withBooking({ timeSlot: "2030-01-07T09:00" }), 400),
  bookRow("all day as a string", withBooking({ isFullDay: "true" }), 400),
  bookRow("plate of 7", withBooking({ registrationNumber: "ABC1234" }), 400),
  bookRow("negative mileage", withBooking({ mileage: -5 }), 400),
  bookRow("no services", withBooking({ serviceOfferingRequests: [] }), 400),
  bookRow(
    "41 services",
    withBooking({ serviceOfferingRequests: Array(41).fill({ kobraId: "basservice" }) }),
    400,
  ),
  bookRow(
    "negative units",
    withBooking({ serviceOfferingRequests: [{ kobraId: "olja", unitsSelected: -1 }] }),
    400,
  ),
  bookRow(
    "a message of 81",
    withBooking({
      serviceOfferingRequests: [{ kobraId: "felsokning", userInput: "x".repeat(81) }],
    }),
    400,
  ),
  bookRow("department as a number", withBooking({ departmentId: 1001 }), 400),
  bookRow(
    "a site without the tool",
    jsonPost(validBooking, { Origin: otherOrigin }),
    404,
    otherOrigin,
  ),
];

describe("hostile input on /api/mechmate/*", () => {
  it.each([...getRows, ...bookRows])("$name → $status", async (row) => {
    const origin = row.origin ?? bookingOrigin;
    const response = await row.handler(
      routeArgs(`${origin}/api/mechmate${row.path}`, row.params ?? {}, row.init ?? {}),
    );
    const { status, body } = await answer(response);
    expect(status).toBe(row.status);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(body.message).toEqual(expect.any(String));
    expect(upstreamCalls).toBe(0);
    expect(bookingDemo.bookings).toHaveLength(0);
  });

  it("takes no body and no method but GET on the reading routes, only POST on the booking", () => {
    for (const module of [
      car,
      services,
      addons,
      authorizedWorkshop,
      departments,
      timeslots,
      prices,
    ]) {
      expect(policyOfModule(module)).toEqual({ methods: ["GET", "HEAD", "OPTIONS"], bodyLimit: 0 });
    }
    expect(policyOfModule(book)).toEqual({
      methods: ["POST", "OPTIONS"],
      bodyLimit: JSON_BODY_LIMIT,
    });
  });
});
