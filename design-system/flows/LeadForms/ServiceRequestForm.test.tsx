// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { storyTranslator } from "../../stories/texts";
import { leadFormLabels } from "./labels";
import { ServiceRequestForm } from "./ServiceRequestForm";

const labels = leadFormLabels(storyTranslator("nb", "nb-NO"));
const dealers = [{ value: "no-1", label: "Automotive Bergen" }];

afterEach(() => {
  vi.useRealTimers();
});

describe("ServiceRequestForm's first day", () => {
  it("is Norway's today, whatever the clock's time zone: late on 24 Nov in UTC it is the 25th in Oslo", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-24T23:30:00Z"));
    const { container } = render(
      <ServiceRequestForm labels={labels} dealers={dealers} onSubmit={vi.fn()} />,
    );
    const day = (key: string) => container.querySelector(`td[data-day="${key}"]`);
    // The server checks the date against Oslo's day (app/forms/lead-forms.server.ts): the 24th
    // is already past there, so the calendar must not offer it.
    expect(day("2026-11-24")).toHaveAttribute("aria-disabled", "true");
    expect(day("2026-11-25")).not.toHaveAttribute("aria-disabled");
  });
});
