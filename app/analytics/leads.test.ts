// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DataLayerEvent } from "./data-layer";
import { listenForLeads } from "./lead-listener";
import { onDemandLeadSink } from "./LeadTracker";
import { createLeadTracker, leadOfHref, leadSink, LEAD_DEBOUNCE_MS } from "./leads";
import * as leads from "./leads";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("lead links", () => {
  it("tells phone, e-mail and maps links from the rest", () => {
    expect(leadOfHref("tel:+4631123456")).toEqual({ name: "phone", action: "+4631123456" });
    expect(leadOfHref("mailto:kundservice@automotive-se.example?subject=Hej")).toEqual({
      name: "email",
      action: "kundservice@automotive-se.example",
    });
    const directions = "https://www.google.com/maps/dir/?api=1&destination=57.7,11.9";
    expect(leadOfHref(directions)).toEqual({ name: "maps", action: directions });
    expect(leadOfHref("https://maps.google.se/?q=Volvo")?.name).toBe("maps");
    expect(leadOfHref("https://maps.apple.com/?daddr=Oslo")?.name).toBe("maps");
    expect(leadOfHref("https://www.google.com/search?q=maps")).toBeNull();
    expect(leadOfHref("/kontakt")).toBeNull();
    expect(leadOfHref("https://www.facebook.com/automotive.se")).toBeNull();
  });
});

describe("lead tracker", () => {
  it("pushes a lead after 500 ms, once for repeats within that time", () => {
    const push = vi.fn<(event: DataLayerEvent) => void>();
    const tracker = createLeadTracker(push);
    tracker.track({ name: "phone", action: "+4631123456" });
    vi.advanceTimersByTime(LEAD_DEBOUNCE_MS - 100);
    tracker.track({ name: "phone", action: "+4631123456" });
    vi.advanceTimersByTime(LEAD_DEBOUNCE_MS - 1);
    expect(push).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(push).toHaveBeenCalledExactlyOnceWith({
      event: "lead",
      lead_name: "phone",
      lead_action: "+4631123456",
    });
  });

  it("does not let one lead swallow another, and drops pending ones on cancel", () => {
    const push = vi.fn<(event: DataLayerEvent) => void>();
    const tracker = createLeadTracker(push);
    tracker.track({ name: "phone", action: "+4631123456" });
    tracker.track({ name: "email", action: "a@b.example" });
    vi.advanceTimersByTime(LEAD_DEBOUNCE_MS);
    expect(push.mock.calls.map(([event]) => event.lead_name)).toEqual(["phone", "email"]);
    tracker.track({ name: "maps", action: "https://maps.apple.com/?daddr=Oslo" });
    tracker.cancel();
    vi.advanceTimersByTime(LEAD_DEBOUNCE_MS);
    expect(push).toHaveBeenCalledTimes(2);
  });

  it("hears clicks on lead links and submits of lead forms anywhere in the document", () => {
    const push = vi.fn<(event: DataLayerEvent) => void>();
    const stop = listenForLeads(document, leadSink(createLeadTracker(push)));
    // jsdom cannot follow links; the listener runs in the capture phase, before this.
    document.addEventListener("click", (event) => event.preventDefault());
    document.body.innerHTML = `
      <a href="tel:031-123456"><span>Ring oss</span></a>
      <a href="/kontakt">Kontakt</a>
      <form data-lead-form="test_drive"><button>Skicka</button></form>
      <form role="search"><button>Sök</button></form>`;
    document.querySelector("span")?.click();
    document.querySelector<HTMLAnchorElement>('a[href="/kontakt"]')?.click();
    for (const form of document.querySelectorAll("form")) {
      form.addEventListener("submit", (event) => event.preventDefault());
      form.requestSubmit();
    }
    vi.advanceTimersByTime(LEAD_DEBOUNCE_MS);
    expect(push.mock.calls.map(([event]) => event)).toEqual([
      { event: "lead", lead_name: "phone", lead_action: "031-123456" },
      { event: "lead", lead_name: "form_submit", lead_action: "test_drive" },
    ]);
    stop();
    document.querySelector("span")?.click();
    vi.advanceTimersByTime(LEAD_DEBOUNCE_MS);
    expect(push).toHaveBeenCalledTimes(2);
  });
});

describe("the lead rules on demand", () => {
  it("load with the first link that may be a lead, not with the site's own links", async () => {
    const load = vi.fn(() => Promise.resolve(leads));
    const stop = listenForLeads(document, onDemandLeadSink(load));
    document.addEventListener("click", (event) => event.preventDefault());
    document.body.innerHTML = `
      <a href="/kontakt">Kontakt</a>
      <a href="mailto:info@carstore.example">E-post</a>`;
    window.dataLayer = [];
    document.querySelector<HTMLAnchorElement>('a[href="/kontakt"]')?.click();
    expect(load).not.toHaveBeenCalled();
    document.querySelector<HTMLAnchorElement>('a[href^="mailto:"]')?.click();
    document.querySelector<HTMLAnchorElement>('a[href^="mailto:"]')?.click();
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(LEAD_DEBOUNCE_MS);
    expect(window.dataLayer).toEqual([
      { event: "lead", lead_name: "email", lead_action: "info@carstore.example" },
    ]);
    stop();
  });
});
