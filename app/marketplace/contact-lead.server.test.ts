import { describe, expect, it, vi } from "vitest";
import { FormsHubError, type FormsHubClient, type FormSubmission } from "../../api-adapters/forms";
import { demoSearchData } from "../../api-adapters/mocks/search/generator";
import type { Car } from "../../api-adapters/search";
import { UpstreamError } from "../../api-adapters/shared/errors";
import { logger } from "../../api-adapters/shared/logger";
import { sendLead, sellerSiteRecipient, stockCarRecipient } from "./contact-lead.server";

const car = demoSearchData().carsBySite["carstore-no"]?.[0] as Car;
const site = demoSearchData().sitesBySite["carstore-no"]?.[0];

const submission = {
  formName: "car-detail-contact",
  formSubmissionId: "11111111-1111-4111-8111-111111111111",
  values: { car: car.car_id },
} as FormSubmission;

/** A hub failing the given attempts (1-based) with the given errors, filing the others. */
function hub(failures: Record<number, Error>): FormsHubClient & { calls: number } {
  const client = {
    calls: 0,
    async submit() {
      client.calls += 1;
      const failure = failures[client.calls];
      if (failure) throw failure;
    },
  };
  return client;
}

describe("stockCarRecipient", () => {
  it("takes the first seller with an e-mail address", () => {
    const sellers = [
      { name: "No Mail", email: null, phone: "1" },
      { name: "Kari Nordmann", email: " kari@example.no ", phone: "2" },
    ];
    expect(stockCarRecipient({ ...car, car_sellers: sellers })).toEqual({
      toName: "Kari Nordmann",
      toEmail: "kari@example.no",
      source: car.car_site_id,
    });
  });

  it("falls back to the site's leads address, then to nobody", () => {
    const noSellers = { ...car, car_sellers: [], car_site_leads_email: "leads@example.no" };
    expect(stockCarRecipient(noSellers)).toEqual({
      toName: car.car_site_name,
      toEmail: "leads@example.no",
      source: car.car_site_id,
    });
    expect(stockCarRecipient({ ...noSellers, car_site_leads_email: " " })).toBeNull();
  });
});

describe("sellerSiteRecipient", () => {
  it("prefers the new-car department that lists the car's brand", () => {
    if (!site) throw new Error("no demo site");
    const other = { name: "Other", group: "New cars", email: "other@example.no", brands: [] };
    const branded = {
      name: "Brand",
      official_name: "Brand sales",
      group: "New cars",
      email: "brand@example.no",
      brands: [{ name: car.car_brand }],
    };
    expect(sellerSiteRecipient({ ...site, site_departments: [other, branded] }, car)).toMatchObject(
      { toName: "Brand sales", toEmail: "brand@example.no", source: site.site_id },
    );
  });

  it("logs 'Department not found' and gives nobody when the site has no address either", () => {
    if (!site) throw new Error("no demo site");
    const error = vi.spyOn(logger, "error").mockImplementation(() => {});
    expect(
      sellerSiteRecipient({ ...site, site_departments: [], site_email: null }, car),
    ).toBeNull();
    expect(error).toHaveBeenCalledWith(
      "car-contact.department-not-found",
      expect.objectContaining({ message: "Department not found" }),
    );
    error.mockRestore();
  });
});

describe("sendLead", () => {
  const quiet = () => {
    vi.spyOn(logger, "warn").mockImplementation(() => {});
    return vi.spyOn(logger, "error").mockImplementation(() => {});
  };

  it("sends once when the hub files it", async () => {
    const client = hub({});
    const sleep = vi.fn(async () => {});
    await expect(sendLead(client, submission, { sleep })).resolves.toBe(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it("tries 3 times, 1000 ms apart, and throws the last failure, logged", async () => {
    const error = quiet();
    const outage = new UpstreamError("forms", "network", "reset");
    const client = hub({ 1: outage, 2: outage, 3: new FormsHubError(503) });
    const sleep = vi.fn(async () => {});
    await expect(sendLead(client, submission, { sleep })).rejects.toBeInstanceOf(FormsHubError);
    expect(client.calls).toBe(3);
    expect(sleep.mock.calls).toEqual([[1000], [1000]]);
    expect(error).toHaveBeenCalledWith(
      "car-contact.failed",
      expect.objectContaining({ attempt: 3 }),
    );
    vi.restoreAllMocks();
  });

  it("stops at a refusal (4xx): sending it again cannot help", async () => {
    quiet();
    const client = hub({ 1: new FormsHubError(400) });
    await expect(sendLead(client, submission, { sleep: async () => {} })).rejects.toThrow();
    expect(client.calls).toBe(1);
    vi.restoreAllMocks();
  });

  it("resolves with the attempt that worked", async () => {
    quiet();
    const client = hub({ 1: new FormsHubError(502) });
    await expect(sendLead(client, submission, { sleep: async () => {} })).resolves.toBe(2);
    vi.restoreAllMocks();
  });
});
