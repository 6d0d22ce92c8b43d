import { describe, expect, it } from "vitest";
import sv from "../../../i18n/messages/sv.json";
import { storyTranslate } from "../../stories/texts";
import { tireHotelTexts } from "./texts";

/**
 * The texts specs/service-flows.md gives for the tire hotel (§2.2 screens, §8 error catalogue),
 * word for word, pinned to their keys in the Swedish catalogue: the widget's tests find elements
 * through these texts, so this is where a changed wording or a renamed key fails.
 */
const specTexts = {
  RegNoPlaceholder: "ABC123",
  Continue: "Fortsätt",
  NotFound: "Vi hittar inget däckhotellsavtal för detta registreringsnummer.",
  GenericError: "Något gick fel, var god och försök senare.",
  SendCode: "Skicka kod",
  VerifyCode: "Verifiera kod",
  VehicleHeading: "Ditt fordon",
  BookWheelChange: "Boka hjulskifte",
  OtherCar: "Boka tid för annan bil",
  BookingHeading: "När vill du lämna in bilen?",
  NoDates:
    "Det finns för närvarande inga tillgängliga tider på din verkstad. Kontakta oss så hjälper vi dig att hitta första bästa tid.",
  DatesError: "Ett fel uppstod",
  TimesError: "Kunde inte hämta tider för valt datum.",
  ChangeDate: "Ändra datum",
  ChangeTime: "Ändra tid",
  Back: "Tillbaka",
  SubmitBooking: "Genomför bokning",
  ConfirmationHeading: "Tack för din bokningsförfrågan",
  GoHome: "Gå till startsidan",
  Logout: "Logga ut",
};

describe("tire hotel texts", () => {
  it("are the spec's in the Swedish catalogue, word for word", () => {
    expect(sv.TireHotel).toMatchObject(specTexts);
  });

  it("reach the widget's props from the catalogue", () => {
    const texts = tireHotelTexts(storyTranslate);
    expect(texts).toMatchObject({
      continue: specTexts.Continue,
      notFound: specTexts.NotFound,
      genericError: specTexts.GenericError,
      logout: specTexts.Logout,
    });
    expect(texts.codeDigitLabel(2, 4)).toBe("Siffra 2 av 4");
    expect(texts.starLabel(1)).toBe("1 stjärna");
    expect(texts.starLabel(4)).toBe("4 stjärnor");
    expect(texts.ratingValue(3, 5)).toBe("3 av 5");
    expect(texts.contactErrors.phone).toBe("Ange ett mobilnummer med 8–15 siffror");
    expect(texts.contactErrors.freeText).toBe("Kommentaren får vara högst 500 tecken");
  });
});
