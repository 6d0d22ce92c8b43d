import { describe, expect, it } from "vitest";
import {
  clearState,
  memoryStorage,
  readState,
  resolvePage,
  TIREHOTEL_STORAGE_KEY,
  writeState,
  type TireHotelState,
} from "./session";

const customer = { regNo: "ABC123", encryptedPhoneNumber: "enc", obfuscatedPhoneNumber: "070" };
const vehicle = {
  regNo: "ABC123",
  brandCode: "VOL",
  location: { erpId: "GBG", locationName: "Göteborg" },
  tires: [],
};
const validated = { status: 0, vehicles: [vehicle] };

describe("tire hotel session state", () => {
  it("is kept under the key 'tirehotel'", () => {
    const storage = memoryStorage();
    writeState(storage, { page: "login", regNo: "ABC123", customer });
    expect(TIREHOTEL_STORAGE_KEY).toBe("tirehotel");
    expect(JSON.parse(storage.getItem("tirehotel") ?? "{}")).toMatchObject({ page: "login" });
    expect(readState(storage)).toMatchObject({ page: "login", regNo: "ABC123" });
  });

  it.each(["search", "login", "validate"] as const)(
    "jumps from %s to LoggedIn with a validated session of status 0",
    (page) => {
      const state: TireHotelState = { page, customer, codeSent: true, session: validated };
      expect(resolvePage(state)).toBe("loggedIn");
      expect(readState(memoryStorage(state)).page).toBe("loggedIn");
    },
  );

  it("does not treat another status as logged in", () => {
    const state: TireHotelState = {
      page: "validate",
      customer,
      codeSent: true,
      session: { ...validated, status: 1 },
    };
    expect(resolvePage(state)).toBe("validate");
    expect(resolvePage({ ...state, page: "booking" })).toBe("search");
  });

  it("starts over when the data a page needs is missing or the value is not ours", () => {
    expect(resolvePage({ page: "login" })).toBe("search");
    expect(resolvePage({ page: "validate", customer })).toBe("search");
    expect(resolvePage({ page: "confirmation", session: validated })).toBe("loggedIn");
    const storage = memoryStorage();
    storage.setItem("tirehotel", "{not json");
    expect(readState(storage)).toEqual({ page: "search" });
    storage.setItem("tirehotel", JSON.stringify({ page: "elsewhere" }));
    expect(readState(storage)).toEqual({ page: "search" });
  });

  it("is cleared on logout", () => {
    const storage = memoryStorage({ page: "loggedIn", session: validated });
    clearState(storage);
    expect(storage.value()).toBeNull();
  });

  it("survives a storage that throws", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
      removeItem: () => undefined,
    };
    expect(readState(broken)).toEqual({ page: "search" });
    expect(() => writeState(broken, { page: "search" })).not.toThrow();
  });
});
