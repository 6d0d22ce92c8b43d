import { describe, expect, it } from "vitest";
import { canonicalRequestPath, canRunAction } from "./canonical-path";

const validate = "/api/tirehotel/authorization/validate";

describe("canonicalRequestPath: every spelling React Router routes to one action is one path", () => {
  it.each([
    [validate, validate],
    ["/API/tirehotel/authorization/validate", validate],
    ["/%61pi/tirehotel/authorization/validate", validate],
    ["/%41%50%49/tirehotel/authorization/validate", validate],
    ["/api/tirehotel/authorization/Validate", validate],
    ["/api/TireHotel/Authorization/VALIDATE", validate],
    ["/api/tirehotel/authorization/%76alidate", validate],
    ["/api/tirehotel/authorization/validate/", validate],
    ["/api/tirehotel/authorization/validate///", validate],
    ["//api//tirehotel/authorization/validate", validate],
    [`${validate}?authToken=t&otpToken=1234`, validate],
    [`${validate}#fragment`, validate],
    [`${validate}.data`, validate],
    [`${validate}/_.data`, validate],
    [`${validate}.data?_routes=routes%2Fvalidate`, validate],
    [`http://automotive-se.localhost:3000${validate}`, validate],
    ["/api/tirehotel/authorization/login/", "/api/tirehotel/authorization/login"],
    ["/", "/"],
    ["/_root.data", "/"],
    ["/Bilar/", "/bilar"],
    ["/kontakt.data", "/kontakt"],
    ["/bilar/%C3%A5ret", "/bilar/året"],
    ["/API/AutosOnShow/AB12CDE/", "/api/autosonshow/ab12cde"],
    ["//api/autosonshow//%41B12CDE", "/api/autosonshow/ab12cde"],
    ["/API/forms/comhub", "/api/forms/comhub"],
    ["/%61pi/forms/comhub", "/api/forms/comhub"],
    ["/api/Forms/ComHub/", "/api/forms/comhub"],
    ["/api/forms/comhub.data", "/api/forms/comhub"],
  ])("%s -> %s", (target, expected) => {
    expect(canonicalRequestPath(target)).toEqual({ path: expected });
  });
});

describe("canonicalRequestPath: hostile targets are refused (400 at the edge)", () => {
  it.each([
    ["undecodable", "/%ZZ"],
    ["undecodable under /api", `${validate}%ZZ`],
    ["truncated escape", "/api/tirehotel/authorization/validate%E0%A4%A"],
    ["encoded slash", "/api/tirehotel%2Fauthorization/validate"],
    ["encoded slash, lower case", "/api/tirehotel%2fauthorization/validate"],
    ["encoded slash hiding a dot segment", "/api/tirehotel/authorization/..%2fvalidate"],
    ["encoded backslash", "/api/tirehotel%5Cauthorization/validate"],
    ["backslashes", "/api\\tirehotel\\authorization\\validate"],
    ["dot-dot segment", "/api/tirehotel/../tirehotel/authorization/validate"],
    ["encoded dot-dot segment", "/api/tirehotel/%2e%2e/tirehotel/authorization/validate"],
    ["mixed dot-dot segment", "/api/tirehotel/.%2E/tirehotel/authorization/validate"],
    ["dot segment", "/api/./tirehotel/authorization/validate"],
    ["traversal into /api", "/x/../api/tirehotel/authorization/validate"],
    ["dot-dot segment to the lead route", "/api/forms/../forms/comhub"],
    ["encoded dot-dot segment to the lead route", "/api/forms/%2e%2e/forms/comhub"],
    ["encoded traversal into /api", "/%2e%2e/api/tirehotel/authorization/validate"],
    ["double encoding", "/api/%252e%252e/tirehotel/authorization/validate"],
    ["double-encoded slash", "/api/tirehotel%252Fauthorization/validate"],
    ["NUL byte", `${validate}%00`],
    ["control character", "/api/tirehotel/authorization/validate%0a"],
    ["asterisk-form", "*"],
    ["dot-dot out of the media route", "/api/autosonshow/../cars/1"],
    ["encoded dot-dot in the media route", "/api/autosonshow/%2e%2e%2fcars"],
    ["encoded slash in a registration number", "/api/autosonshow/AB%2F12"],
  ])("%s: %s", (_name, target) => {
    expect(canonicalRequestPath(target)).toHaveProperty("refused");
  });
});

describe("canRunAction: every method React Router may run an action for counts", () => {
  it.each([
    ["GET", false],
    ["HEAD", false],
    ["OPTIONS", false],
    ["POST", true],
    ["PUT", true],
    ["PATCH", true],
    ["DELETE", true],
    ["PROPFIND", true],
    ["post", true],
  ])("%s -> %s", (method, counts) => expect(canRunAction(method)).toBe(counts));
});
