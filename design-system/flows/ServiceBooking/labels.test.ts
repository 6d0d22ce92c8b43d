import { describe, expect, it } from "vitest";
import { storyTranslator } from "../../stories/texts";
import { serviceBookingLabels } from "./labels";

describe("the service booking's Swedish texts (specs §2.1, §5, §8)", () => {
  const { steps } = serviceBookingLabels(storyTranslator("sv", "sv-SE"));

  it("are the specs' wordings", () => {
    expect(steps.stepHeading(2, 4)).toBe("Steg 2/4");
    expect([
      steps.vehicleSummary,
      steps.servicesSummary,
      steps.addonsSummary,
      steps.workshopSummary,
    ]).toEqual(["Valt fordon", "Valda tjänster", "Dina tillval", "Välj anläggning och tid"]);
    expect(steps.mileageRequired).toBe("Ange miltal");
    expect(steps.userInputRequired).toBe("Ange meddelande");
    expect(steps.geolocationDenied).toBe(
      "För att använda funktionen behöver din webbläsare kunna använda platstjänster.",
    );
    expect(steps.unsupported("Kia")).toBe(
      "Du bokar din service, däckbyte och verkstad för Kia via länken högst upp på sidan.",
    );
    expect(steps.servicesFailed).toBe("Något gick fel, vänligen försök igen senare.");
    expect(steps.unknownPrice).toBe("Pris saknas*");
    expect(steps.continueWithoutAddons).toBe("Fortsätt utan tillval");
    expect(steps.continueWithAddons).toBe("Fortsätt");
  });

  it("count in the language", () => {
    expect(steps.userInputCounter(12, 80)).toBe("12/80 tecken");
    expect(steps.userInputRemaining(1)).toBe("1 tecken kvar");
  });
});
