import type { AppLoadContext } from "react-router";
import { defaultLanguage, serverTranslator } from "../../i18n/catalogue.server";
import type { MessageValues } from "../../i18n/format";
import type { MessageKey } from "../../i18n/translate";

/*
 * What our tire hotel routes answer with (JSON `message`), as catalogue keys, resolved in the
 * request's site language (Swedish on the Swedish sites, as the specs give them). The per-plate
 * lockout says what the edge's rate limit says (Limits.*). The widget's own texts are
 * design-system/flows/TireHotel/texts.ts.
 */
const messageKeys = {
  /** The service failed without a message of its own (specs §8). */
  genericError: "TireHotel.GenericError",
  /** 429: too many one-time-code attempts for a plate. */
  tooManyAttempts: "Limits.TooManyAttempts",
  /** 503: the shared attempt counters cannot be reached, so codes are not checked (fail closed). */
  attemptsUnavailable: "Limits.Unavailable",
  /** 401 from validate: no code was sent in this browser, or it was sent too long ago. */
  codeExpired: "TireHotel.CodeExpired",
  /** 401 from the post-login routes: no verified session, or it expired or was tampered with. */
  sessionExpired: "TireHotel.SessionExpired",
  /** 403: the plate or workshop asked for is not the verified session's. */
  notYourVehicle: "TireHotel.NotYourVehicle",
  /** 403: the request came from another site (CSRF defence besides SameSite=Lax). */
  crossSite: "Api.CrossSite",
  /** 415: a body that is not JSON. */
  jsonRequired: "Api.JsonRequired",
  /** 405: any method but POST on an action route. */
  postOnly: "Api.PostOnly",
  /** 400: a query or body the route cannot take; `{reasons}` names the fields (for developers). */
  invalidRequest: "TireHotel.InvalidRequest",
} as const satisfies Record<string, MessageKey>;

export type TireHotelMessage = keyof typeof messageKeys;
export type TireHotelMessages = (message: TireHotelMessage, values?: MessageValues) => string;

/** The messages in the request's site language; a host without a site gets the default one. */
export function tireHotelMessages(context: Pick<AppLoadContext, "site">): TireHotelMessages {
  const resolution = context.site;
  const t =
    resolution.kind === "site"
      ? serverTranslator(resolution.site.language, resolution.site.locale)
      : serverTranslator(defaultLanguage);
  return (message, values) => t(messageKeys[message], values);
}
