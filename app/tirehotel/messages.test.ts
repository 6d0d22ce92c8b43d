import { describe, expect, it } from "vitest";
import { sites } from "../../sites/registry";
import { tireHotelMessages } from "./messages";

describe("tire hotel route messages", () => {
  it("answer in the site's language", () => {
    const swedish = tireHotelMessages({ site: { kind: "site", site: sites["automotive-se"] } });
    const norwegian = tireHotelMessages({ site: { kind: "site", site: sites["automotive-no"] } });
    expect(swedish("genericError")).toBe("Något gick fel, var god och försök senare.");
    expect(swedish("tooManyAttempts")).toBe(
      "För många försök. Vänta några minuter och försök igen.",
    );
    expect(norwegian("codeExpired")).toBe("Koden har utløpt. Gå tilbake og send en ny kode.");
  });

  it("answer a host without a site in the default language", () => {
    const messages = tireHotelMessages({ site: { kind: "unknown", host: "example.test" } });
    expect(messages("crossSite")).toBe("The request must come from this website.");
  });
});
