import type { BrowserContext } from "@playwright/test";
import { demoCustomer } from "../../api-adapters/mocks/tirehotel/demo-data";
import {
  SESSION_COOKIE_NAME,
  TIREHOTEL_COOKIE_PATH,
  sessionCookie,
  sessionFor,
} from "../../app/tirehotel/session.server";
import { loadConfig } from "../../server/env";
import { port } from "./helpers";
import { E2E_SESSION_SECRET } from "./session-secret";

const config = loadConfig({ SESSION_SECRET: E2E_SESSION_SECRET });

/** The value of a genuine session cookie for a demo plate, signed as the e2e server signs. */
export async function sessionCookieValue(plate: string): Promise<string> {
  const validated = { status: 0, vehicles: [demoCustomer(plate).vehicle] };
  const header = await sessionCookie(
    sessionFor(plate, validated),
    new Request(`http://automotive-se.localhost:${port}/`),
    config,
  );
  return header.split(";")[0]?.slice(SESSION_COOKIE_NAME.length + 1) ?? "";
}

/** Starts a verified tire hotel session for the plate in the browser, as validate would. */
export async function addTireHotelSession(context: BrowserContext, plate: string): Promise<void> {
  await context.addCookies([
    {
      name: SESSION_COOKIE_NAME,
      value: await sessionCookieValue(plate),
      domain: "automotive-se.localhost",
      path: TIREHOTEL_COOKIE_PATH,
      httpOnly: true,
      secure: true,
      sameSite: "Lax",
    },
  ]);
}
