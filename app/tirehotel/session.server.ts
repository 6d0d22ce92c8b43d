import { createCookie, type Cookie, type CookieOptions } from "react-router";
import { z } from "zod";
import type { ValidatedSession } from "../../api-adapters/tirehotel/schemas";
import type { AppConfig } from "../../server/env";
import { normaliseRegNoForServer } from "../../api-adapters/tirehotel/reg-no";

/*
 * The tire hotel flow's server-side state, in two signed cookies (HMAC-SHA256 with
 * `SESSION_SECRET`, React Router's createCookie), HttpOnly, SameSite=Lax, Path=/api/tirehotel:
 *
 * - pending: after `login`, the upstream's authorization token and the plate the code was sent
 *   for. The token never reaches JavaScript; `validate` takes it from here.
 * - session: after a code is accepted, what the visitor may do: the verified plates and the
 *   workshops (erpIds) of their vehicles, until `exp`.
 *
 * Every value carries its kind and its expiry inside the signed payload: a pending value copied
 * into the session cookie, or a cookie kept past Max-Age, is refused.
 */

export const TIREHOTEL_COOKIE_PATH = "/api/tirehotel";
export const PENDING_COOKIE_NAME = "tirehotel_pending";
export const SESSION_COOKIE_NAME = "tirehotel_session";
/** How long a sent code can be checked. */
export const PENDING_TTL_SECONDS = 10 * 60;
/** How long a verified visitor may book before verifying again. */
export const SESSION_TTL_SECONDS = 30 * 60;

const plate = z.string().min(1).max(16);
const expiry = z.number().int().positive();

const pendingSchema = z.object({
  kind: z.literal("pending"),
  token: z.string().min(1).max(4096),
  plate,
  exp: expiry,
});
export type PendingCode = z.output<typeof pendingSchema>;

const sessionSchema = z.object({
  kind: z.literal("session"),
  plates: z.array(plate).min(1).max(20),
  workshops: z.array(z.string().min(1).max(64)).max(20),
  exp: expiry,
});
export type VerifiedSession = z.output<typeof sessionSchema>;

interface FlowCookies {
  pending: Cookie;
  session: Cookie;
}

const cookiesByConfig = new WeakMap<AppConfig, FlowCookies>();

function flowCookies(config: AppConfig): FlowCookies {
  let cookies = cookiesByConfig.get(config);
  if (!cookies) {
    const options: CookieOptions = {
      secrets: [config.sessionSecret],
      httpOnly: true,
      sameSite: "lax",
      path: TIREHOTEL_COOKIE_PATH,
    };
    cookies = {
      pending: createCookie(PENDING_COOKIE_NAME, { ...options, maxAge: PENDING_TTL_SECONDS }),
      session: createCookie(SESSION_COOKIE_NAME, { ...options, maxAge: SESSION_TTL_SECONDS }),
    };
    cookiesByConfig.set(config, cookies);
  }
  return cookies;
}

const nowInSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Secure over HTTPS, always in production, and on loopback names (`localhost`, `*.localhost`),
 * which browsers treat as secure contexts, so the demo over plain HTTP keeps the flag. Only plain
 * HTTP to another name (a LAN address in development) goes without, or the cookie would be lost.
 */
export function isSecureCookieRequest(request: Request, config: AppConfig): boolean {
  const { protocol, hostname } = new URL(request.url);
  return (
    protocol === "https:" ||
    config.deployEnv === "production" ||
    hostname === "localhost" ||
    hostname.endsWith(".localhost") ||
    hostname === "127.0.0.1" ||
    hostname === "[::1]"
  );
}

async function read<S extends z.ZodType<{ exp: number }>>(
  cookie: Cookie,
  schema: S,
  request: Request,
): Promise<z.output<S> | null> {
  const value: unknown = await cookie.parse(request.headers.get("Cookie"));
  const parsed = schema.safeParse(value);
  if (!parsed.success || parsed.data.exp <= nowInSeconds()) return null;
  return parsed.data;
}

/** The code sent in this browser, when its cookie is genuine and not expired. */
export function readPendingCode(request: Request, config: AppConfig): Promise<PendingCode | null> {
  return read(flowCookies(config).pending, pendingSchema, request);
}

/** The verified session of this browser, when its cookie is genuine and not expired. */
export function readSession(request: Request, config: AppConfig): Promise<VerifiedSession | null> {
  return read(flowCookies(config).session, sessionSchema, request);
}

/** Set-Cookie for a code just sent for `plate`. */
export function pendingCodeCookie(
  pending: { token: string; plate: string },
  request: Request,
  config: AppConfig,
): Promise<string> {
  const value: PendingCode = {
    kind: "pending",
    token: pending.token,
    plate: normaliseRegNoForServer(pending.plate),
    exp: nowInSeconds() + PENDING_TTL_SECONDS,
  };
  return flowCookies(config).pending.serialize(value, {
    secure: isSecureCookieRequest(request, config),
  });
}

/** What a validated session may do: its plates (the code's and its vehicles') and workshops. */
export function sessionFor(codePlate: string, validated: ValidatedSession): VerifiedSession {
  const plates = new Set([codePlate, ...validated.vehicles.map((vehicle) => vehicle.regNo)]);
  const workshops = new Set(validated.vehicles.map((vehicle) => vehicle.location.erpId));
  return {
    kind: "session",
    plates: [...plates].map(normaliseRegNoForServer).slice(0, 20),
    workshops: [...workshops].slice(0, 20),
    exp: nowInSeconds() + SESSION_TTL_SECONDS,
  };
}

/** Set-Cookie for a verified session. */
export function sessionCookie(
  session: VerifiedSession,
  request: Request,
  config: AppConfig,
): Promise<string> {
  return flowCookies(config).session.serialize(session, {
    secure: isSecureCookieRequest(request, config),
  });
}

/** Set-Cookie headers that remove the pending code and the session (logout, a new login). */
export async function clearedCookies(
  request: Request,
  config: AppConfig,
): Promise<{ pending: string; session: string }> {
  const cookies = flowCookies(config);
  const options = { secure: isSecureCookieRequest(request, config), maxAge: 0 };
  return {
    pending: await cookies.pending.serialize("", options),
    session: await cookies.session.serialize("", options),
  };
}

/** Whether the session may act for this plate and this workshop (when given). */
export function sessionAllows(
  session: VerifiedSession,
  wanted: { plate?: string; workshop?: string },
): boolean {
  if (wanted.plate !== undefined) {
    if (!session.plates.includes(normaliseRegNoForServer(wanted.plate))) return false;
  }
  if (wanted.workshop !== undefined && !session.workshops.includes(wanted.workshop)) return false;
  return true;
}
