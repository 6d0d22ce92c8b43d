// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTireHotelBrowserClient } from "../../../api-adapters/tirehotel/browser-client";
import {
  createTireHotelDemo,
  demoCustomer,
  DEMO_ONE_TIME_CODE,
  demoMessages,
  demoPlates,
  tireHotelApiHandlers,
} from "../../../api-adapters/mocks/tirehotel";
import { memoryStorage, type TireHotelState } from "./session";
import { TireHotel, type TireHotelProps } from "./TireHotel";
import { storyTranslate } from "../../stories/texts";
import { tireHotelTexts } from "./texts";

const texts = tireHotelTexts(storyTranslate);

const basePath = "http://localhost/api/tirehotel";
const demo = createTireHotelDemo();
const server = setupServer(...tireHotelApiHandlers({ basePath, demo }));
const client = createTireHotelBrowserClient({ basePath });

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

function renderFlow(props: Partial<TireHotelProps> = {}, state?: TireHotelState) {
  const storage = memoryStorage(state);
  const onTrack = vi.fn();
  const user = userEvent.setup();
  const view = render(
    <TireHotel
      client={client}
      contactEmail="dackhotell@example.se"
      bookServiceHref="/service-och-verkstad/boka-bilverkstad"
      storage={storage}
      onTrack={onTrack}
      texts={texts}
      {...props}
    />,
  );
  return { ...view, storage, onTrack, user };
}

const heading = (name: string) => screen.findByRole("heading", { level: 2, name });
const codeBoxes = () => screen.getAllByRole("textbox", { name: /Siffra \d av 4/ });
const firstOf = (elements: HTMLElement[]) => {
  const [first] = elements;
  if (!first) throw new Error("none found");
  return first;
};

async function searchPlate(user: ReturnType<typeof userEvent.setup>, plate: string) {
  await user.type(screen.getByRole("textbox", { name: texts.regNoLabel }), `${plate}{Enter}`);
}

async function logIn(user: ReturnType<typeof userEvent.setup>, plate: string) {
  await searchPlate(user, plate);
  await heading(texts.loginHeading);
  await user.click(screen.getByRole("button", { name: texts.sendCode }));
  await heading(texts.validateHeading);
  await user.type(firstOf(codeBoxes()), DEMO_ONE_TIME_CODE);
  await user.click(screen.getByRole("button", { name: texts.verifyCode }));
  await heading(texts.vehicleHeading);
}

/** The first choosable day of the calendar, moving to the next month when needed. */
async function firstFreeDay(user: ReturnType<typeof userEvent.setup>) {
  const grid = await screen.findByRole("grid");
  for (let month = 0; month < 3; month += 1) {
    const free = within(grid)
      .queryAllByRole("gridcell")
      .find((cell) => cell.dataset.day && !cell.hasAttribute("aria-disabled"));
    if (free) return free;
    await user.click(screen.getByRole("button", { name: texts.nextMonth }));
  }
  throw new Error("no free day");
}

describe("TireHotel: search", () => {
  it("normalises the plate, enables 'Fortsätt' from 2 characters and submits on Enter", async () => {
    const { user, onTrack } = renderFlow();
    const input = screen.getByRole("textbox", { name: texts.regNoLabel });
    expect(input).toHaveAttribute("placeholder", "ABC123");
    const button = screen.getByRole("button", { name: texts.continue });
    await user.type(input, "a");
    expect(button).toHaveAttribute("aria-disabled", "true");
    await user.type(input, "bc 1234");
    expect(input).toHaveValue("ABC1234");
    await user.clear(input);
    await searchPlate(user, "abc 123");
    expect(await heading(texts.loginHeading)).toHaveFocus();
    expect(screen.getByText("070-*** ** 42")).toBeInTheDocument();
    expect(onTrack).toHaveBeenCalledWith(expect.objectContaining({ step: 1 }));
  });

  it("says there is no agreement (404) and links to the book-service page", async () => {
    const { user } = renderFlow();
    await searchPlate(user, demoPlates.noAgreement);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(texts.notFound);
    expect(within(alert).getByRole("link", { name: texts.notFoundLink })).toHaveAttribute(
      "href",
      "/service-och-verkstad/boka-bilverkstad",
    );
  });

  it("says there is no agreement without a link when the site has no book-service page", async () => {
    const { user } = renderFlow({ bookServiceHref: undefined });
    await searchPlate(user, demoPlates.noAgreement);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(texts.notFound);
    expect(within(alert).queryByRole("link")).toBeNull();
  });

  it("says something went wrong on other failures", async () => {
    const { user } = renderFlow();
    await searchPlate(user, demoPlates.upstreamFailure);
    expect(await screen.findByRole("alert")).toHaveTextContent(texts.genericError);
  });
});

describe("TireHotel: login and code", () => {
  it("shows the server's message when the code cannot be sent", async () => {
    server.use(
      http.post(`${basePath}/authorization/login`, () =>
        HttpResponse.json({ message: "Tjänsten för sms är nere." }, { status: 503 }),
      ),
    );
    const { user } = renderFlow();
    await searchPlate(user, demoPlates.normal);
    await user.click(await screen.findByRole("button", { name: texts.sendCode }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Tjänsten för sms är nere.");
  });

  it("fills the boxes digit by digit, goes back on Backspace and refuses letters", async () => {
    const { user } = renderFlow(
      {},
      {
        page: "validate",
        regNo: "ABC123",
        customer: demoCustomer("ABC123").customer,
        codeSent: true,
      },
    );
    const boxes = codeBoxes();
    const verify = screen.getByRole("button", { name: texts.verifyCode });
    await user.click(firstOf(boxes));
    await user.keyboard("1a2");
    expect(boxes.map((box) => (box as HTMLInputElement).value)).toEqual(["1", "2", "", ""]);
    expect(boxes[2]).toHaveFocus();
    await user.keyboard("{Backspace}");
    expect(boxes[1]).toHaveFocus();
    expect(boxes[1]).toHaveValue("");
    expect(verify).toHaveAttribute("aria-disabled", "true");
    await user.keyboard("234");
    expect(verify).not.toHaveAttribute("aria-disabled");
  });

  it("pastes the first four digits", async () => {
    const { user } = renderFlow(
      {},
      {
        page: "validate",
        regNo: "ABC123",
        customer: demoCustomer("ABC123").customer,
        codeSent: true,
      },
    );
    await user.click(firstOf(codeBoxes()));
    await user.paste("987654");
    expect(codeBoxes().map((box) => (box as HTMLInputElement).value)).toEqual(["9", "8", "7", "6"]);
  });

  it("shows the server's refusal of a wrong code in red", async () => {
    const { user } = renderFlow();
    await searchPlate(user, demoPlates.normal);
    await user.click(await screen.findByRole("button", { name: texts.sendCode }));
    await heading(texts.validateHeading);
    await user.type(firstOf(codeBoxes()), "0000{Enter}");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(demoMessages.wrongCode);
  });
});

describe("TireHotel: vehicle", () => {
  it("logs in with the code and shows the vehicle, tires, station and package", async () => {
    const { user, storage, onTrack } = renderFlow({ packageInfoHref: "/dackpaket" });
    const requests: string[] = [];
    server.events.on("request:start", ({ request }) => requests.push(request.url));
    await logIn(user, demoPlates.normal);
    server.events.removeAllListeners();
    // The plate goes with the number; the token stays with the server, never in the page's state.
    expect(requests).toContainEqual(
      expect.stringMatching(/\/authorization\/login\?.*regNo=ABC123/),
    );
    expect(requests).toContainEqual(
      expect.stringMatching(/\/authorization\/validate\?otpToken=1234$/),
    );
    expect(storage.value()).not.toMatch(/token/i);
    expect(screen.getByText("Volvo XC60 B5 AWD Plus")).toBeInTheDocument();
    expect(screen.getAllByText("235/55 R18")).toHaveLength(4);
    expect(screen.getAllByText("8,2 mm")).toHaveLength(4);
    expect(screen.getByRole("link", { name: "031-123 45 00" })).toHaveAttribute(
      "href",
      "tel:0311234500",
    );
    expect(screen.getByText("Däckhotell Plus")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: texts.packageInfoLink })).toHaveAttribute(
      "href",
      "/dackpaket",
    );
    expect(screen.queryByText(texts.wornTireTitle)).toBeNull();
    expect(JSON.parse(storage.value() ?? "{}")).toMatchObject({ page: "loggedIn" });
    // Steps are tracked in an effect after the page shows, which a loaded machine runs later.
    await waitFor(() => expect(onTrack.mock.calls.map(([event]) => event.step)).toEqual([1, 2, 3]));
  });

  it("warns about a worn tire (thread status 1)", async () => {
    const { user } = renderFlow();
    await logIn(user, demoPlates.wornTire);
    expect(screen.getByText(texts.wornTireTitle)).toBeInTheDocument();
    expect(screen.getByText("Byt däck: mönsterdjupet är under 3 mm")).toBeInTheDocument();
  });

  it("'Logga ut' and 'Boka tid för annan bil' clear the session", async () => {
    const session = { status: 0, vehicles: [demoCustomer("ABC123").vehicle] };
    const first = renderFlow({}, { page: "loggedIn", regNo: "ABC123", session });
    const loggedOut = vi.fn();
    server.events.on("request:start", ({ request }) => loggedOut(request.method, request.url));
    await first.user.click(await screen.findByRole("button", { name: texts.logout }));
    await waitFor(() =>
      expect(loggedOut).toHaveBeenCalledWith("POST", `${basePath}/authorization/logout`),
    );
    server.events.removeAllListeners();
    expect(await heading(texts.searchHeading)).toHaveFocus();
    expect(first.storage.value()).toBeNull();
    first.unmount();
    const second = renderFlow({}, { page: "validate", regNo: "ABC123", session });
    await heading(texts.vehicleHeading);
    await second.user.click(screen.getByRole("button", { name: texts.otherCar }));
    await heading(texts.searchHeading);
    expect(second.storage.value()).toBeNull();
  });
});

describe("TireHotel: booking", () => {
  const loggedIn = (plate: string): TireHotelState => ({
    page: "booking",
    regNo: plate,
    session: { status: 0, vehicles: [demoCustomer(plate).vehicle] },
  });

  it("tells a workshop without free dates to get in touch", async () => {
    renderFlow({}, loggedIn(demoPlates.noFreeDates));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(texts.noDates);
    expect(within(alert).getByRole("link", { name: "018-470 20 00" })).toBeInTheDocument();
    expect(within(alert).getByRole("link", { name: /dackhotell.uppsala/ })).toBeInTheDocument();
  });

  it("says 'Ett fel uppstod' when the dates cannot be loaded", async () => {
    server.use(http.post(`${basePath}/booking/GetTimeslotDays`, () => HttpResponse.error()));
    renderFlow({}, loggedIn(demoPlates.normal));
    expect(await screen.findByRole("alert")).toHaveTextContent(texts.datesError);
  });

  it("says so when the times of a day cannot be loaded", async () => {
    server.use(
      http.post(`${basePath}/booking/GetTimeslots`, () => new HttpResponse(null, { status: 500 })),
    );
    const { user } = renderFlow({}, loggedIn(demoPlates.normal));
    await user.click(await firstFreeDay(user));
    expect(await screen.findByRole("alert")).toHaveTextContent(texts.timesError);
  });

  it("offers only days from today + 3 days, sorted unique times, then the contact form", async () => {
    server.use(
      http.post(`${basePath}/booking/GetTimeslots`, () =>
        HttpResponse.json({
          availableTimeSlotDates: [
            { startTime: ["2030-01-02T10:30:00", "2030-01-02T08:00:00"] },
            { startTime: ["2030-01-02T08:00:00"] },
          ],
        }),
      ),
    );
    // A fixed Monday mid-month (only Date is faked, so user-event's timers still run): tomorrow
    // and the first bookable day (today + 3, a Thursday the demo workshop is open) are in the
    // month the calendar opens on.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2030, 0, 7, 12));
    const { user, onTrack } = renderFlow({}, loggedIn(demoPlates.normal));
    const grid = await screen.findByRole("grid");
    const day = (key: string) => {
      const cell = grid.querySelector<HTMLElement>(`[data-day="${key}"]`);
      if (!cell) throw new Error(`no cell for ${key}`);
      return cell;
    };
    expect(day("2030-01-08")).toHaveAttribute("aria-disabled", "true");
    expect(day("2030-01-09")).toHaveAttribute("aria-disabled", "true");
    expect(day("2030-01-10")).not.toHaveAttribute("aria-disabled");
    expect(await firstFreeDay(user)).toBe(day("2030-01-10"));
    await user.click(day("2030-01-10"));
    expect(await screen.findByRole("button", { name: texts.changeDate })).toBeInTheDocument();
    const times = await screen.findByRole("list", { name: texts.timeLegend });
    expect(
      within(times)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["08:00", "10:30"]);
    expect(screen.queryByRole("textbox", { name: /Förnamn/ })).toBeNull();
    await user.click(within(times).getByRole("button", { name: "10:30" }));
    expect(screen.getByRole("button", { name: texts.changeTime })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /Förnamn/ })).toBeInTheDocument();
    expect(onTrack).toHaveBeenCalledWith(expect.objectContaining({ step: 5 }));
    await user.click(screen.getByRole("button", { name: texts.changeTime }));
    expect(screen.queryByRole("textbox", { name: /Förnamn/ })).toBeNull();
    await user.click(screen.getByRole("button", { name: texts.changeDate }));
    expect(await screen.findByRole("grid")).toBeInTheDocument();
  });

  it("keeps 'Genomför bokning' disabled until the form is valid and strips the mobile number", async () => {
    const { user, onTrack } = renderFlow({}, loggedIn(demoPlates.normal));
    await user.click(await firstFreeDay(user));
    const form = await waitFor(() => {
      const field = screen.queryByRole("textbox", { name: /Förnamn/ });
      if (field) return field;
      const list = screen.getByRole("list", { name: texts.timeLegend });
      return firstOf(within(list).getAllByRole("button"));
    });
    if (form.tagName === "BUTTON") await user.click(form);
    const submit = screen.getByRole("button", { name: texts.submitBooking });
    expect(submit).toHaveAttribute("aria-disabled", "true");
    await user.type(screen.getByRole("textbox", { name: /Förnamn/ }), "Anna");
    await user.type(screen.getByRole("textbox", { name: /Efternamn/ }), "Svensson");
    const mobile = screen.getByRole("textbox", { name: /Mobilnummer/ });
    await user.type(mobile, "070-123 45 67");
    expect(mobile).toHaveValue("0701234567");
    await user.type(screen.getByRole("textbox", { name: /E-post/ }), "anna@");
    await user.tab();
    expect(await screen.findByText("Ange en giltig e-postadress")).toBeInTheDocument();
    expect(submit).toHaveAttribute("aria-disabled", "true");
    await user.type(screen.getByRole("textbox", { name: /E-post/ }), "example.se");
    await waitFor(() => expect(submit).not.toHaveAttribute("aria-disabled"));
    await user.click(submit);
    expect(await heading(texts.confirmationHeading)).toHaveFocus();
    expect(screen.getByText("Anna Svensson")).toBeInTheDocument();
    expect(onTrack).toHaveBeenCalledWith(
      expect.objectContaining({
        event: "purchase",
        ecommerce: expect.objectContaining({ value: 0, currency: "SEK" }),
      }),
    );
    expect(demo.bookings.at(-1)?.request).toMatchObject({
      regNo: "ABC123",
      customer: { phoneMobile: "0701234567", email: "anna@example.se" },
    });
  });

  it("shows the server's message when the booking is refused, and 'Tillbaka' returns", async () => {
    const { user } = renderFlow({}, loggedIn(demoPlates.bookingRefused));
    await user.click(await firstFreeDay(user));
    await waitFor(() => expect(screen.queryByRole("status")).toBeNull());
    const list = screen.queryByRole("list", { name: texts.timeLegend });
    if (list) await user.click(firstOf(within(list).getAllByRole("button")));
    await user.type(screen.getByRole("textbox", { name: /Förnamn/ }), "Bo");
    await user.type(screen.getByRole("textbox", { name: /Efternamn/ }), "Ek");
    await user.type(screen.getByRole("textbox", { name: /Mobilnummer/ }), "0701234567");
    await user.type(screen.getByRole("textbox", { name: /E-post/ }), "bo@example.se");
    const submit = screen.getByRole("button", { name: texts.submitBooking });
    await waitFor(() => expect(submit).not.toHaveAttribute("aria-disabled"));
    await user.click(submit);
    expect(await screen.findByRole("alert")).toHaveTextContent(demoMessages.alreadyBooked);
    expect(submit).not.toHaveAttribute("aria-disabled");
    await user.click(screen.getByRole("button", { name: texts.back }));
    expect(await heading(texts.vehicleHeading)).toHaveFocus();
  });
});

describe("TireHotel: confirmation", () => {
  const confirmed: TireHotelState = {
    page: "confirmation",
    regNo: "ABC123",
    session: { status: 0, vehicles: [demoCustomer("ABC123").vehicle] },
    confirmation: {
      bookingConfirmationId: "DH-40211",
      customerBase: {
        firstName: "Anna",
        lastName: "Svensson",
        email: "anna@example.se",
        phoneMobile: "0701234567",
      },
      services: [{ name: "Hjulskifte" }],
      appointmentTime: "2030-04-16T08:00:00",
      isFullDay: false,
      workshop: { name: "Automotive Göteborg Hisingen", address: "Exempelvägen 10" },
      freeText: "Ring innan",
    },
  };

  it("summarises the booking and thanks for a rating of at least one star", async () => {
    const { user } = renderFlow({ homeHref: "/" }, confirmed);
    await heading(texts.confirmationHeading);
    expect(screen.getByText("DH-40211")).toBeInTheDocument();
    expect(screen.getByText("tisdag 16 april 2030 kl. 08:00")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: texts.goHome })).toHaveAttribute("href", "/");
    const send = screen.getByRole("button", { name: texts.sendRating });
    expect(send).toHaveAttribute("aria-disabled", "true");
    await user.click(screen.getByRole("radio", { name: "4 stjärnor" }));
    await user.type(screen.getByRole("textbox", { name: texts.ratingComment }), "Smidigt!");
    await user.click(send);
    expect(await screen.findByRole("status")).toHaveTextContent(texts.ratingThanks);
    expect(demo.reviews.at(-1)).toMatchObject({ rating: 4, comment: "Smidigt!" });
  });

  it("thanks even when the rating cannot be sent", async () => {
    server.use(http.post(`${basePath}/review/addReview`, () => HttpResponse.error()));
    const onError = vi.fn();
    const { user } = renderFlow({ onError }, confirmed);
    await user.click(await screen.findByRole("radio", { name: "1 stjärna" }));
    await user.click(screen.getByRole("button", { name: texts.sendRating }));
    expect(await screen.findByRole("status")).toHaveTextContent(texts.ratingThanks);
    expect(onError).toHaveBeenCalledWith("tirehotel.review-failed", { status: 0 });
  });

  it("'Boka tid för annan bil' starts over", async () => {
    const { user, storage } = renderFlow({}, confirmed);
    await user.click(await screen.findByRole("button", { name: texts.otherCar }));
    await act(async () => undefined);
    expect(await heading(texts.searchHeading)).toHaveFocus();
    expect(storage.value()).toBeNull();
  });
});
