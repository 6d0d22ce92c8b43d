import { describe, expect, it } from "vitest";
import { storyTranslate, storyTranslator } from "../../stories/texts";
import { confirmationLabels, workshopStepLabels } from "./workshop-labels";

describe("step 4 and 5 texts", () => {
  it("are the specs' Swedish wordings (service-flows.md §2.1, §8, §9)", () => {
    const workshop = workshopStepLabels(storyTranslate);
    const confirmation = confirmationLabels(storyTranslate);
    expect(workshop.noSites).toBe("Vi kan ej hitta några anläggningar som passar dig");
    expect(workshop.more).toBe("Hämta fler");
    expect(workshop.change).toBe("Ändra verkstad eller tid");
    expect(workshop.unknownPrice).toBe("Pris saknas*");
    expect(workshop.time.allDayHint).toBe("Lämna bilen före 08:00");
    expect(workshop.noSitesContact).toContain("verkstad@automotive-se.example");
    expect(confirmation.heading).toBe("Bokning bekräftad");
    expect(confirmation.newBooking).toBe("Ny bokning");
  });

  it.each(["en", "sv", "nb", "fi", "sk"] as const)("are all in the %s catalogue", (language) => {
    const t = storyTranslator(language);
    const texts = JSON.stringify({
      workshop: workshopStepLabels(t),
      confirmation: confirmationLabels(t),
      counts: [1, 2, 5].map(workshopStepLabels(t).count),
    });
    // A key without a text shows itself.
    expect(texts).not.toMatch(/ServiceBooking\.|Shell\./);
  });
});
