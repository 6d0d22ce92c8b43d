import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, http, HttpResponse, type RequestHandler } from "msw";
import { expect, waitFor, within } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import {
  createFinanceQuoteBrowserClient,
  type FinanceQuoteBrowserClient,
} from "../../../api-adapters/finance/browser-client";
import type { PhysicalVehicle } from "../../../api-adapters/finance/schemas";
import { createFinanceDemo, financeQuoteApiHandlers } from "../../../api-adapters/mocks/finance";
import { Container } from "../../layout/Container";
import { storyTranslator } from "../../stories/texts";
import { FinanceQuote } from "./FinanceQuote";
import { financeQuoteLabels } from "./labels";

/* The UK widget speaks en-GB (retail-uk); it runs the app's client against MSW's demo provider. */
const labels = financeQuoteLabels(storyTranslator("en", "en-GB"));
const client = createFinanceQuoteBrowserClient();
const api = "/api/codeweaver";

const vehicle = (fields: Partial<PhysicalVehicle> = {}): PhysicalVehicle => ({
  Type: "Car",
  SourceVehicleId: "2010059",
  Vin: "WDDA6TGAGJRXBP2WL",
  Status: "PreOwned",
  OnTheRoadPrice: 25_195,
  Mileage: 45_653,
  Registration: {
    RegistrationNumber: "WU22 TAG",
    CountryCode: "GB",
    DateRegisteredWithDvla: "2022-12-03",
  },
  ...fields,
});
const usedCar = vehicle();
/** Too old at the end of any agreement: the provider's quote-item error. */
const oldCar = vehicle({
  SourceVehicleId: "2010307",
  Registration: {
    RegistrationNumber: "LU15 RGW",
    CountryCode: "GB",
    DateRegisteredWithDvla: "2015-02-03",
  },
});
const organisation = { Value: "203", Type: "AssociatedDealerKey" } as const;
const links = {
  reserve: (reference: string) => `https://finance.example/redirect/reserve?quoteRef=${reference}`,
  partExchange: (reference: string) =>
    `https://finance.example/redirect/part-exchange?quoteRef=${reference}`,
};

/** The demo provider at a fixed moment: its quotes depend on the car's age, so on the day. */
const storyFinanceDemo = () => createFinanceDemo(() => new Date("2026-11-24T09:00:00Z"));

const withHandlers = (...overrides: RequestHandler[]) => ({
  msw: {
    handlers: [
      ...overrides,
      ...financeQuoteApiHandlers({ latencyMs: 50, demo: storyFinanceDemo() }),
    ],
  },
});
const providerDown = http.all(`${api}/*`, () =>
  HttpResponse.json({ message: labels.unavailable }, { status: 502 }),
);

const meta = {
  title: "Flows/FinanceQuote",
  component: FinanceQuote,
  args: { vehicle: usedCar, organisation, client, labels, links },
  argTypes: { client: { control: false }, labels: { control: false }, links: { control: false } },
  parameters: withHandlers(),
  decorators: [
    (Story) => (
      <Container>
        <Story />
      </Container>
    ),
  ],
} satisfies Meta<typeof FinanceQuote>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const payment = (canvas: Canvas) =>
  canvas.findByTestId("finance-quote-payment", {}, { timeout: 4000 });
const slider = (canvas: Canvas, name: string) => canvas.getByRole("slider", { name });

/** Loading: 'Loading Finance options...' while the provider answers. */
export const Loading: Story = {
  tags: ["visual"],
  parameters: {
    ...withHandlers(http.post(`${api}/default`, () => delay("infinite"))),
    chromatic: { modes: brandModes },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Loading Finance options...")).toBeVisible();
    await expect(canvas.getByRole("region", { name: labels.heading })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

/** Loaded: the product choice, the three controls, the payment, the example, the links. */
export const Loaded: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  play: async ({ canvas }) => {
    await expect(await payment(canvas)).toHaveTextContent(/^£[\d,]+\.\d\d per month$/);
    await expect(canvas.getByRole("radio", { name: "Personal Contract Purchase" })).toBeChecked();
    await expect(slider(canvas, "Term")).toHaveAttribute("aria-valuetext", "48 months");
    await expect(slider(canvas, "Deposit")).toHaveAttribute("aria-valuetext", "£2,600");
    await expect(slider(canvas, "Annual mileage")).toHaveAttribute(
      "aria-valuetext",
      "10,000 miles",
    );
    await expect(canvas.getByRole("heading", { name: "Representative example" })).toBeVisible();
    await expect(canvas.getByText("Representative APR")).toBeVisible();
    await expect(canvas.getByText("Optional final payment")).toBeVisible();
    const reference = /Quote reference (FQ-[A-Z0-9]+)/.exec(
      canvas.getByText(/^Quote reference/).textContent ?? "",
    )?.[1];
    await expect(reference).toBeDefined();
    await expect(canvas.getByRole("link", { name: "Reserve this car" })).toHaveAttribute(
      "href",
      links.reserve(reference as string),
    );
    await expect(canvas.getByRole("link", { name: "Value my part exchange" })).toHaveAttribute(
      "href",
      links.partExchange(reference as string),
    );
    await expect(canvas.getByRole("link", { name: "Apply for finance" })).toHaveAttribute(
      "href",
      `https://finance.upstream.invalid/apply/${reference}`,
    );
  },
};

/** A quote-item error (the car is too old to finance): the widget hides. */
export const QuoteItemError: Story = {
  args: { vehicle: oldCar },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByText(labels.loading)).toBeNull(), { timeout: 4000 });
    await expect(canvas.queryByRole("region", { name: labels.heading })).toBeNull();
  },
};

/** The provider fails: the apology, in the site's words. */
export const ProviderFailure: Story = {
  tags: ["visual"],
  parameters: { ...withHandlers(providerDown), chromatic: { modes: brandModes } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        "Sorry, but it looks like we can't get a quote for you right now. Please contact our team for more information about finance offers on this vehicle.",
        {},
        { timeout: 4000 },
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole("slider")).toBeNull();
  },
};

/** The term by keyboard: arrows, Home/End and Page Up/Down move it, announced, then re-quoted. */
export const TermByKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const before = (await payment(canvas)).textContent;
    const term = slider(canvas, "Term");
    term.focus();
    await userEvent.keyboard("{ArrowLeft}");
    await expect(term).toHaveAttribute("aria-valuetext", "36 months");
    await userEvent.keyboard("{Home}");
    await expect(term).toHaveAttribute("aria-valuetext", "24 months");
    await userEvent.keyboard("{End}");
    await expect(term).toHaveAttribute("aria-valuetext", "48 months");
    await userEvent.keyboard("{PageDown}");
    await expect(term).toHaveAttribute("aria-valuetext", "36 months");
    await userEvent.keyboard("{PageUp}");
    await userEvent.keyboard("{ArrowLeft}");
    await expect(term).toHaveAttribute("aria-valuetext", "36 months");
    await waitFor(
      () => expect(canvas.getByTestId("finance-quote-payment").textContent).not.toBe(before),
      {
        timeout: 4000,
      },
    );
    await expect(canvas.getByRole("status")).toHaveTextContent(
      /^Quote updated: £[\d,]+\.\d\d per month\.$/,
    );
    await expect(canvas.getByText("36 monthly payments of")).toBeVisible();
  },
};

/** Deposit and mileage by keyboard: a bigger deposit lowers the payment, more miles raise it. */
export const DepositAndMileage: Story = {
  play: async ({ canvas, userEvent }) => {
    const amount = async () =>
      Number((await payment(canvas)).textContent?.replace(/[^\d.]/g, "") ?? Number.NaN);
    const first = await amount();
    slider(canvas, "Deposit").focus();
    await userEvent.keyboard("{End}");
    await expect(slider(canvas, "Deposit")).toHaveAttribute("aria-valuetext", "£12,500");
    await waitFor(async () => expect(await amount()).toBeLessThan(first), { timeout: 4000 });
    const lower = await amount();
    slider(canvas, "Annual mileage").focus();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    await expect(slider(canvas, "Annual mileage")).toHaveAttribute(
      "aria-valuetext",
      "15,000 miles",
    );
    await waitFor(async () => expect(await amount()).toBeGreaterThan(lower), { timeout: 4000 });
  },
};

/** Hire purchase: no mileage limit, so no mileage control; up to 60 months. */
export const HirePurchase: Story = {
  play: async ({ canvas, userEvent }) => {
    await payment(canvas);
    await userEvent.click(canvas.getByRole("radio", { name: "Hire Purchase" }));
    await waitFor(() => expect(canvas.getByText("Option to purchase fee")).toBeVisible(), {
      timeout: 4000,
    });
    await expect(canvas.queryByRole("slider", { name: "Annual mileage" })).toBeNull();
    slider(canvas, "Term").focus();
    await userEvent.keyboard("{End}");
    await expect(slider(canvas, "Term")).toHaveAttribute("aria-valuetext", "60 months");
  },
};

const calls: { signals: AbortSignal[] } = { signals: [] };
const recordingClient: FinanceQuoteBrowserClient = {
  ...client,
  quote: (request, signal) => {
    if (signal) calls.signals.push(signal);
    return client.quote(request, signal);
  },
};

/** Changes come faster than the provider answers: one call per pause, the one before aborted. */
export const RequoteDebouncedAndAborted: Story = {
  args: { client: recordingClient },
  parameters: {
    msw: { handlers: financeQuoteApiHandlers({ latencyMs: 800, demo: storyFinanceDemo() }) },
  },
  play: async ({ canvas, userEvent }) => {
    calls.signals = [];
    await payment(canvas);
    await expect(calls.signals).toHaveLength(1);
    const term = slider(canvas, "Term");
    term.focus();
    // Three presses inside the pause: one call.
    await userEvent.keyboard("{ArrowLeft}{ArrowLeft}{ArrowRight}");
    await waitFor(() => expect(calls.signals).toHaveLength(2), { timeout: 2000 });
    // Another change while that call is under way aborts it.
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() => expect(calls.signals).toHaveLength(3), { timeout: 2000 });
    await expect(calls.signals[1]?.aborted).toBe(true);
    await waitFor(() => expect(canvas.getByText("48 monthly payments of")).toBeVisible(), {
      timeout: 4000,
    });
  },
};

/** The legal text on demand, by the quote's reference; a new quote closes it. */
export const LegalText: Story = {
  play: async ({ canvas, userEvent }) => {
    await payment(canvas);
    const toggle = canvas.getByRole("button", { name: "Show terms and conditions" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(
      await canvas.findByText(/^Quote reference FQ-[A-Z0-9]+, produced on/, {}, { timeout: 4000 }),
    ).toBeVisible();
    await expect(canvas.getByText(/Financial Conduct Authority/)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Hide terms and conditions" }));
    await expect(canvas.queryByText(/Financial Conduct Authority/)).toBeNull();
  },
};

/** The legal text fails: its own message, the quote stays. */
export const LegalTextFailure: Story = {
  parameters: withHandlers(http.get(`${api}/legal`, () => HttpResponse.json({}, { status: 502 }))),
  play: async ({ canvas, userEvent }) => {
    await payment(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Show terms and conditions" }));
    await expect(await canvas.findByText(labels.legalError, {}, { timeout: 4000 })).toBeVisible();
    await expect(canvas.getByTestId("finance-quote-payment")).toBeVisible();
  },
};

/** The loaded quote in every brand. */
export const AllBrands: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  render: (args) => <InEveryBrand layout="grid">{() => <FinanceQuote {...args} />}</InEveryBrand>,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(
      () => expect(canvas.getAllByTestId("finance-quote-payment").length).toBeGreaterThan(1),
      {
        timeout: 6000,
      },
    );
  },
};
