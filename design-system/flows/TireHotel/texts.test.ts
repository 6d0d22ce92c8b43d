import { describe, expect, it } from "vitest";
import { tireHotelTexts } from "./texts";

/**
 * The texts specs/service-flows.md gives (sections 2.2 and 8), word for word: the widget's tests
 * find elements through these keys, so this is where a changed wording fails.
 */
describe("tire hotel texts", () => {
  it("are the spec's, word for word", () => {
    expect(tireHotelTexts).toMatchObject({
      regNoPlaceholder: "ABC123",
      continue: "Fortsätt",
      notFound: "Vi hittar inget däckhotellsavtal för detta registreringsnummer.",
      genericError: "Något gick fel, var god och försök senare.",
      sendCode: "Skicka kod",
      verifyCode: "Verifiera kod",
      vehicleHeading: "Ditt fordon",
      bookWheelChange: "Boka hjulskifte",
      otherCar: "Boka tid för annan bil",
      bookingHeading: "När vill du lämna in bilen?",
      noDates:
        "Det finns för närvarande inga tillgängliga tider på din verkstad. Kontakta oss så hjälper vi dig att hitta första bästa tid.",
      datesError: "Ett fel uppstod",
      timesError: "Kunde inte hämta tider för valt datum.",
      changeDate: "Ändra datum",
      changeTime: "Ändra tid",
      back: "Tillbaka",
      submitBooking: "Genomför bokning",
      confirmationHeading: "Tack för din bokningsförfrågan",
      goHome: "Gå till startsidan",
      logout: "Logga ut",
    });
  });
});
