/*
 * The Swedish texts our tire hotel routes and the edge answer with (JSON `message`), in one
 * place so the rate limit, the per-plate lockout and the routes say the same thing. The widget's
 * own texts are in design-system/flows/TireHotel/texts.ts.
 */

/** The service failed without a message of its own (specs §8). */
export const TIREHOTEL_GENERIC_ERROR = "Något gick fel, var god och försök senare.";

/** 429: too many one-time-code attempts, per client (edge) or per plate (validate). */
export const TOO_MANY_ATTEMPTS_MESSAGE = "För många försök. Vänta några minuter och försök igen.";

/** 503: the shared attempt counters cannot be reached, so codes are not checked (fail closed). */
export const ATTEMPTS_UNAVAILABLE_MESSAGE =
  "Tjänsten är tillfälligt otillgänglig. Försök igen om en stund.";

/** 401 from validate: no code was sent in this browser, or it was sent too long ago. */
export const CODE_EXPIRED_MESSAGE = "Koden har gått ut. Gå tillbaka och skicka en ny kod.";

/** 401 from the post-login routes: no verified session, or it has expired or was tampered with. */
export const SESSION_EXPIRED_MESSAGE =
  "Din inloggning har gått ut. Börja om och verifiera dig med en ny kod.";

/** 403: the plate or workshop asked for is not the verified session's. */
export const NOT_YOUR_VEHICLE_MESSAGE = "Du kan bara boka för fordonet du har verifierat dig för.";

/** 403: the request came from another site (CSRF defence besides SameSite=Lax). */
export const CROSS_SITE_MESSAGE = "Förfrågan måste komma från den här webbplatsen.";

/** 415: a body that is not JSON. */
export const JSON_REQUIRED_MESSAGE = "Förfrågan måste skickas som JSON (application/json).";

/** 405: any method but POST on an action route. */
export const POST_ONLY_MESSAGE = "Metoden stöds inte. Använd POST.";
