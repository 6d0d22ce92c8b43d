import { describe, expect, it } from "vitest";
import type { DealerSite } from "../../api-adapters/search";
import { dealerStructuredData } from "./dealer-structured-data";

const site: DealerSite = {
  site_id: "101",
  site_official_name: "Automotive Stockholm",
  site_street: "Geometrivägen 2",
  site_zip: "141 75",
  site_city: "Stockholm",
  site_phone: "+46 10 123 45 67",
  country_code: "SE",
  site_departments: [
    {
      name: "Verkstad",
      official_name: "Automotive Stockholm Verkstad",
      openingschedule: {
        openinghours: [
          { day: "Monday", open: "07:00", close: "17:00", displayText: "07–17" },
          { day: "Saturday", open: "10:00", close: null, displayText: "" },
          { day: "Sunday", open: null, close: null, displayText: "Stängt" },
        ],
      },
    },
  ],
};

describe("dealerStructuredData", () => {
  it("is an AutoDealer with address, position, brands and departments' complete hours", () => {
    const data = dealerStructuredData(site, {
      url: "https://automotive-se.example/anlaggningar/automotive-stockholm",
      brands: ["Volvo"],
      coordinates: { lat: 59.27, lng: 17.92 },
    });
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "AutoDealer",
      name: "Automotive Stockholm",
      telephone: "+46 10 123 45 67",
      address: { "@type": "PostalAddress", postalCode: "141 75", addressCountry: "SE" },
      geo: { "@type": "GeoCoordinates", latitude: 59.27, longitude: 17.92 },
      brand: [{ "@type": "Brand", name: "Volvo" }],
    });
    expect(data.department).toEqual([
      {
        "@type": "AutoDealer",
        name: "Automotive Stockholm Verkstad",
        openingHoursSpecification: [
          {
            "@type": "OpeningHoursSpecification",
            dayOfWeek: "https://schema.org/Monday",
            opens: "07:00",
            closes: "17:00",
          },
        ],
      },
    ]);
  });
});
