import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, http, HttpResponse, type RequestHandler } from "msw";
import { useState } from "react";
import { expect, waitFor, within } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import {
  createTireHotelDemo,
  demoCustomer,
  DEMO_ONE_TIME_CODE,
  demoMessages,
  demoPlates,
  tireHotelApiHandlers,
} from "../../../api-adapters/mocks/tirehotel";
import { createTireHotelBrowserClient } from "../../../api-adapters/tirehotel/browser-client";
import { Container } from "../../layout/Container";
import { memoryStorage, type TireHotelState } from "./session";
import { storyTranslate } from "../../stories/texts";
import { tireHotelTexts } from "./texts";
import { TireHotel, type TireHotelProps } from "./TireHotel";

const texts = tireHotelTexts(storyTranslate);

/* The widget runs the app's own client against MSW answering our /api/tirehotel routes. */
const demo = createTireHotelDemo();
const api = "/api/tirehotel";
const normal = demoCustomer(demoPlates.normal);
const handlers = tireHotelApiHandlers({
  demo,
  latencyMs: 150,
  pendingCodeFor: normal.customer.encryptedPhoneNumber,
});
const withHandlers = (...overrides: RequestHandler[]) => ({
  msw: { handlers: [...overrides, ...handlers] },
});

const session = (plate: string) => ({
  status: 0,
  vehicles: [demoCustomer(plate).vehicle],
});
const atLogin: TireHotelState = { page: "login", regNo: "ABC123", customer: normal.customer };
const atValidate = (): TireHotelState => ({
  ...atLogin,
  page: "validate",
  codeSent: true,
  loginMessage: demoMessages.codeSent,
});
const atVehicle = (plate: string): TireHotelState => ({
  page: "loggedIn",
  regNo: plate,
  session: session(plate),
});
const atBooking = (plate: string): TireHotelState => ({ ...atVehicle(plate), page: "booking" });
const atConfirmation: TireHotelState = {
  ...atVehicle(demoPlates.normal),
  page: "confirmation",
  confirmation: {
    bookingConfirmationId: "DH-40211",
    customerBase: {
      firstName: "Anna",
      lastName: "Svensson",
      email: "anna.svensson@example.se",
      phoneMobile: "0701234567",
    },
    services: [{ name: "Hjulskifte" }, { name: "Tvätt av hjul" }],
    appointmentTime: "2030-04-16T08:00:00",
    isFullDay: false,
    workshop: {
      name: "Automotive Göteborg Hisingen",
      address: "Exempelvägen 10, 417 05 Göteborg",
      email: "dackhotell.goteborg@automotive-se.example",
      phoneNumber: "031-123 45 00",
    },
    freeText: "Ring gärna innan ni börjar.",
  },
};

type StoryArgs = Omit<TireHotelProps, "storage"> & { initialState?: TireHotelState };

/** Each story starts from its own state, in its own storage (never the browser's). */
function Flow({ initialState, ...props }: StoryArgs) {
  const [storage] = useState(() => memoryStorage(initialState));
  return (
    <Container>
      <TireHotel {...props} storage={storage} />
    </Container>
  );
}

const meta = {
  title: "Flows/TireHotel",
  component: Flow,
  args: {
    client: createTireHotelBrowserClient(),
    contactEmail: "dackhotell@automotive-se.example",
    bookServiceHref: "/service-och-verkstad/boka-bilverkstad",
    packageInfoHref: "/service-och-verkstad/dackhotell",
    homeHref: "/",
    texts,
  },
  argTypes: { client: { control: false }, onTrack: { action: "track" } },
  parameters: { ...withHandlers(), layout: "padded" },
} satisfies Meta<typeof Flow>;

export default meta;
type Story = StoryObj<typeof meta>;

const pageHeading = (canvas: ReturnType<typeof within>, name: string) =>
  canvas.findByRole("heading", { level: 2, name }, { timeout: 4000 });

/** Search: type the plate (spaces removed, upper-cased) and press Enter. */
export const Search: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole("textbox", { name: texts.regNoLabel });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard("abc 123{Enter}");
    await expect(input).toHaveValue("ABC123");
    await expect(await pageHeading(canvas, texts.loginHeading)).toHaveFocus();
  },
};

/** No agreement (404): the message and a link to book service. */
export const SearchNotFound: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole("textbox"), `${demoPlates.noAgreement}{Enter}`);
    const alert = await canvas.findByRole("alert", {}, { timeout: 4000 });
    await expect(alert).toHaveTextContent(texts.notFound);
    await expect(within(alert).getByRole("link", { name: texts.notFoundLink })).toBeVisible();
  },
};

/** Any other failure: the generic message. */
export const SearchFailure: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole("textbox"), `${demoPlates.upstreamFailure}{Enter}`);
    await expect(await canvas.findByRole("alert", {}, { timeout: 4000 })).toHaveTextContent(
      texts.genericError,
    );
  },
};

/** Login: the obfuscated number; 'Skicka kod' by keyboard. */
export const Login: Story = {
  args: { initialState: atLogin },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(normal.customer.obfuscatedPhoneNumber)).toBeVisible();
    canvas.getByRole("button", { name: texts.sendCode }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(await pageHeading(canvas, texts.validateHeading)).toHaveFocus();
  },
};

/** Login failure: the server's message. */
export const LoginFailure: Story = {
  args: { initialState: atLogin },
  parameters: withHandlers(
    http.post(`${api}/authorization/login`, () =>
      HttpResponse.json({ message: "Vi kan inte skicka sms just nu." }, { status: 503 }),
    ),
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole("button", { name: texts.sendCode }));
    await expect(await canvas.findByRole("alert", {}, { timeout: 4000 })).toHaveTextContent(
      "Vi kan inte skicka sms just nu.",
    );
  },
};

/** Validate: four boxes, typed by keyboard; 'Verifiera kod' from four digits. */
export const Validate: Story = {
  args: { initialState: atValidate() },
  play: async ({ canvas, userEvent }) => {
    const boxes = await canvas.findAllByRole("textbox", { name: /Siffra/ });
    const verify = canvas.getByRole("button", { name: texts.verifyCode });
    await expect(verify).toHaveAttribute("aria-disabled", "true");
    boxes[0]?.focus();
    await userEvent.keyboard(DEMO_ONE_TIME_CODE);
    await expect(boxes[3]).toHaveValue("4");
    await userEvent.keyboard("{Enter}");
    await expect(await pageHeading(canvas, texts.vehicleHeading)).toHaveFocus();
  },
};

/** A wrong code: the server's message in red. */
export const ValidateWrongCode: Story = {
  args: { initialState: atValidate() },
  play: async ({ canvas, userEvent }) => {
    const boxes = await canvas.findAllByRole("textbox", { name: /Siffra/ });
    boxes[0]?.focus();
    await userEvent.keyboard("0000{Enter}");
    await expect(await canvas.findByRole("alert", {}, { timeout: 4000 })).toHaveTextContent(
      demoMessages.wrongCode,
    );
  },
};

/** LoggedIn: vehicle, tires, service station and package. */
export const LoggedIn: Story = {
  args: { initialState: atVehicle(demoPlates.normal) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Volvo XC60 B5 AWD Plus")).toBeVisible();
    await expect(canvas.queryByText(texts.wornTireTitle)).toBeNull();
    await expect(canvas.getByRole("button", { name: texts.logout })).toBeVisible();
  },
};

/** A worn tire (thread status 1): the warning card. */
export const LoggedInWornTire: Story = {
  args: { initialState: atVehicle(demoPlates.wornTire) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(texts.wornTireTitle)).toBeVisible();
  },
};

/** Booking: the free dates are loading. */
export const BookingLoadingDates: Story = {
  args: { initialState: atBooking(demoPlates.normal) },
  parameters: withHandlers(
    http.post(`${api}/booking/GetTimeslotDays`, async () => {
      await delay("infinite");
      return HttpResponse.json({});
    }),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(texts.loadingDates)).toBeVisible();
  },
};

/** The workshop has no free dates: the error card with its phone and e-mail. */
export const BookingNoDates: Story = {
  args: { initialState: atBooking(demoPlates.noFreeDates) },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, { timeout: 4000 });
    await expect(alert).toHaveTextContent(texts.noDates);
    await expect(within(alert).getByRole("link", { name: "018-470 20 00" })).toBeVisible();
  },
};

/** The dates could not be fetched. */
export const BookingDatesError: Story = {
  args: { initialState: atBooking(demoPlates.normal) },
  parameters: withHandlers(
    http.post(`${api}/booking/GetTimeslotDays`, () => new HttpResponse(null, { status: 500 })),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert", {}, { timeout: 4000 })).toHaveTextContent(
      texts.datesError,
    );
  },
};

/** Chooses the first free day with the keyboard (focus the day, Enter). */
async function chooseFirstDay(
  canvas: ReturnType<typeof within>,
  userEvent: { keyboard: (text: string) => Promise<void>; click: (el: Element) => Promise<void> },
) {
  const grid = await canvas.findByRole("grid", {}, { timeout: 4000 });
  let day: HTMLElement | undefined;
  for (let month = 0; month < 3 && !day; month += 1) {
    day = within(grid)
      .getAllByRole("gridcell")
      .find((cell) => cell.dataset.day && !cell.hasAttribute("aria-disabled"));
    if (!day) await userEvent.click(canvas.getByRole("button", { name: texts.nextMonth }));
  }
  if (!day) throw new Error("no free day in three months");
  day.focus();
  await userEvent.keyboard("{Enter}");
  await expect(canvas.getByRole("button", { name: texts.changeDate })).toBeVisible();
}

/** A date chosen ('Ändra datum'); the times are loading. */
export const BookingLoadingTimes: Story = {
  args: { initialState: atBooking(demoPlates.normal) },
  parameters: withHandlers(
    http.post(`${api}/booking/GetTimeslots`, async () => {
      await delay("infinite");
      return HttpResponse.json({});
    }),
  ),
  play: async ({ canvas, userEvent }) => {
    await chooseFirstDay(canvas, userEvent);
    await expect(await canvas.findByText(texts.loadingTimes)).toBeVisible();
  },
};

/** The times of the chosen day could not be fetched. */
export const BookingTimesError: Story = {
  args: { initialState: atBooking(demoPlates.normal) },
  parameters: withHandlers(
    http.post(`${api}/booking/GetTimeslots`, () => new HttpResponse(null, { status: 500 })),
  ),
  play: async ({ canvas, userEvent }) => {
    await chooseFirstDay(canvas, userEvent);
    await expect(await canvas.findByRole("alert", {}, { timeout: 4000 })).toHaveTextContent(
      texts.timesError,
    );
  },
};

const someTimes = http.post(`${api}/booking/GetTimeslots`, () =>
  HttpResponse.json({
    availableTimeSlotDates: [
      { startTime: ["2030-01-02T10:30:00", "2030-01-02T08:00:00", "2030-01-02T13:15:00"] },
      { startTime: ["2030-01-02T08:00:00", "2030-01-02T15:45:00"] },
    ],
  }),
);

/** Times as HH:mm, de-duplicated and sorted; a time chosen ('Ändra tid') opens the form. */
export const BookingTimeChosen: Story = {
  args: { initialState: atBooking(demoPlates.normal) },
  parameters: withHandlers(someTimes),
  play: async ({ canvas, userEvent }) => {
    await chooseFirstDay(canvas, userEvent);
    const list = await canvas.findByRole("list", { name: texts.timeLegend }, { timeout: 4000 });
    await expect(
      within(list)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["08:00", "10:30", "13:15", "15:45"]);
    within(list).getByRole("button", { name: "10:30" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("button", { name: texts.changeTime })).toBeVisible();
    await expect(canvas.getByRole("button", { name: texts.submitBooking })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  },
};

/** A day without times: the form shows at once; filled by keyboard, 'Genomför bokning' enables. */
export const BookingNoTimes: Story = {
  args: { initialState: atBooking(demoPlates.normal) },
  parameters: withHandlers(
    http.post(`${api}/booking/GetTimeslots`, () =>
      HttpResponse.json({ availableTimeSlotDates: [] }),
    ),
  ),
  play: async ({ canvas, userEvent }) => {
    await chooseFirstDay(canvas, userEvent);
    await expect(await canvas.findByText(texts.noTimes, {}, { timeout: 4000 })).toBeVisible();
    canvas.getByRole("textbox", { name: /Förnamn/ }).focus();
    await userEvent.keyboard("Anna");
    await userEvent.tab();
    await userEvent.keyboard("Svensson");
    await userEvent.tab();
    await userEvent.keyboard("070-123 45 67");
    await expect(canvas.getByRole("textbox", { name: /Mobilnummer/ })).toHaveValue("0701234567");
    await userEvent.tab();
    await userEvent.keyboard("anna@example.se");
    await waitFor(() =>
      expect(canvas.getByRole("button", { name: texts.submitBooking })).not.toHaveAttribute(
        "aria-disabled",
      ),
    );
  },
};

/** The booking is refused: the server's message in red, the button usable again. */
export const BookingFailure: Story = {
  args: { initialState: atBooking(demoPlates.bookingRefused) },
  parameters: withHandlers(
    http.post(`${api}/booking/GetTimeslots`, () =>
      HttpResponse.json({ availableTimeSlotDates: [] }),
    ),
  ),
  play: async ({ canvas, userEvent }) => {
    await chooseFirstDay(canvas, userEvent);
    await userEvent.type(
      await canvas.findByRole("textbox", { name: /Förnamn/ }, { timeout: 4000 }),
      "Bo",
    );
    await userEvent.type(canvas.getByRole("textbox", { name: /Efternamn/ }), "Ek");
    await userEvent.type(canvas.getByRole("textbox", { name: /Mobilnummer/ }), "0701234567");
    await userEvent.type(canvas.getByRole("textbox", { name: /E-post/ }), "bo@example.se");
    const submit = canvas.getByRole("button", { name: texts.submitBooking });
    await waitFor(() => expect(submit).not.toHaveAttribute("aria-disabled"));
    await userEvent.click(submit);
    await expect(await canvas.findByRole("alert", {}, { timeout: 4000 })).toHaveTextContent(
      demoMessages.alreadyBooked,
    );
  },
};

/** Confirmation: the summary and the rating, not yet sent. */
export const Confirmation: Story = {
  args: { initialState: atConfirmation },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("DH-40211")).toBeVisible();
    await expect(canvas.getByRole("button", { name: texts.sendRating })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  },
};

/** Rated by keyboard (arrow keys choose stars), then thanked. */
export const ConfirmationRated: Story = {
  args: { initialState: atConfirmation },
  play: async ({ canvas, userEvent }) => {
    canvas.getByRole("radio", { name: "1 stjärna" }).focus();
    await userEvent.keyboard(" ");
    await userEvent.keyboard("{ArrowRight}{ArrowRight}{ArrowRight}");
    await expect(canvas.getByRole("radio", { name: "4 stjärnor" })).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard("Smidigt!");
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByRole("status", {}, { timeout: 4000 })).toHaveTextContent(
      texts.ratingThanks,
    );
  },
};

/** The vehicle page in every brand. */
export const AllBrands: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  render: (args) => (
    <InEveryBrand layout="stack">
      {() => <Flow {...args} initialState={atVehicle(demoPlates.wornTire)} headingLevel={3} />}
    </InEveryBrand>
  ),
};

/** Showcase for visual review: the vehicle page with the worn-tire warning, per brand. */
export const Showcase: Story = {
  tags: ["visual"],
  args: { initialState: atVehicle(demoPlates.wornTire) },
  parameters: { chromatic: { modes: brandModes } },
};
