import { describe, expect, it } from "vitest";
import { usedVolvo } from "../car.fixtures";
import {
  isoRegistrationDate,
  organisationIdentifier,
  physicalVehicle,
  ukQuoteVehicle,
} from "./uk-quote-vehicle";

describe("ukQuoteVehicle", () => {
  it("takes the provider's physical vehicle from the car", () => {
    const car = usedVolvo({
      car_price: 18_995,
      car_mileage: 24_500.4,
      car_regno: " AB21 CDE ",
      car_chassino: "YV1UZK1V1M1234567",
      car_firstregistration: "14/03/2021",
    });
    expect(ukQuoteVehicle(car)).toEqual({
      carId: "1001",
      type: "Car",
      status: "PreOwned",
      vin: "YV1UZK1V1M1234567",
      onTheRoadPrice: 18_995,
      mileage: 24_500,
      registrationNumber: "AB21 CDE",
      dateRegistered: "2021-03-14",
      dealerKey: "s1",
    });
  });

  it("names a car without a selling site's id as unassigned", () => {
    expect(ukQuoteVehicle(usedVolvo({ car_site_id: null }))?.dealerKey).toBe("unassigned");
    expect(ukQuoteVehicle(usedVolvo({ car_site_id: "../x" }))?.dealerKey).toBe("unassigned");
  });

  it("is the provider's physical vehicle, registered in GB, and the dealer's identifier", () => {
    const vehicle = ukQuoteVehicle(
      usedVolvo({ car_price: 18_995, car_regno: "AB21 CDE", car_firstregistration: "14/03/2021" }),
    );
    if (!vehicle) throw new Error("no vehicle");
    expect(physicalVehicle(vehicle)).toMatchObject({
      Type: "Car",
      SourceVehicleId: "1001",
      Status: "PreOwned",
      OnTheRoadPrice: 18_995,
      Registration: {
        RegistrationNumber: "AB21 CDE",
        CountryCode: "GB",
        DateRegisteredWithDvla: "2021-03-14",
      },
    });
    expect(organisationIdentifier(vehicle)).toEqual({ Value: "s1", Type: "AssociatedDealerKey" });
  });

  it("quotes a new light commercial vehicle as such", () => {
    const vehicle = ukQuoteVehicle(
      usedVolvo({ car_is_used: false, car_vehicle_type_code: "LCV", car_regno: null }),
    );
    expect(vehicle).toMatchObject({ type: "LCV", status: "New", registrationNumber: null });
  });

  it.each([[null], [0], [-1], [Number.NaN]])("has nothing to quote at price %s", (price) => {
    expect(ukQuoteVehicle({ ...usedVolvo(), car_price: price })).toBeUndefined();
  });

  it.each([
    ["14/03/2021", "2021-03-14"],
    ["2021-03-14", "2021-03-14"],
    ["2021", null],
    ["", null],
    [null, null],
  ])("reads the registration date %s as %s", (value, expected) => {
    expect(isoRegistrationDate(value)).toBe(expected);
  });
});
