import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { Container } from "../../layout/Container";
import { storyTranslate } from "../../stories/texts";
import { leadFormLabels } from "./labels";
import type { LeadOutcome } from "./LeadFormShell";
import { SellCarForm } from "./SellCarForm";

const labels = leadFormLabels(storyTranslate);
const sent = (): Promise<LeadOutcome> => Promise.resolve({ ok: true });
const failed = (): Promise<LeadOutcome> => Promise.resolve({ ok: false });
const never = (): Promise<LeadOutcome> => new Promise(() => {});

const meta = {
  title: "Flows/LeadForms/SellCarForm",
  component: SellCarForm,
  args: { labels, onSubmit: fn(sent) },
  argTypes: { labels: { control: false }, onSubmit: { control: false } },
  decorators: [
    (Story) => (
      <Container>
        <Story />
      </Container>
    ),
  ],
} satisfies Meta<typeof SellCarForm>;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story["play"]>;
type Context = Parameters<Play>[0];

async function fillValid({ canvas, userEvent }: Context) {
  await userEvent.click(canvas.getByRole("radio", { name: "Byta in den mot en annan bil" }));
  await userEvent.type(canvas.getByRole("textbox", { name: "Registreringsnummer" }), "abc 123");
  await userEvent.type(canvas.getByRole("textbox", { name: "Mätarställning (km)" }), "12 500");
  await userEvent.type(canvas.getByRole("textbox", { name: "Namn" }), "Anna Berg");
  await userEvent.type(canvas.getByRole("textbox", { name: "Telefon" }), "070 123 45 67");
  await userEvent.type(canvas.getByRole("textbox", { name: "E-post" }), "anna@example.se");
}

/** Idle: the sell or trade-in choice, the car, the contact fields and the consent text. */
export const Idle: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Sälj eller byt in din bil" })).toBeVisible();
    await expect(canvas.getByRole("group", { name: "Vad vill du göra?" })).toBeVisible();
    await expect(canvas.getByText(/sparar vi dina uppgifter/)).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Mätarställning (km)" })).toHaveAttribute(
      "inputmode",
      "numeric",
    );
  },
};

/** An empty submit: nothing sent, each message under its field, focus on the first. */
export const Invalid: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Skicka" }));
    await expect(
      canvas.getByText("Några fält saknas eller är felaktiga. Kontrollera de markerade fälten."),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole("radio")[0]).toHaveFocus());
    await expect(canvas.getByRole("textbox", { name: "Namn" })).toHaveAccessibleDescription(
      "Ange ditt namn.",
    );
    await expect(canvas.getByText("Välj om du vill sälja eller byta in bilen.")).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Submitting: the button shows its progress, the fields are disabled, a second click sends nothing. */
export const Submitting: Story = {
  args: { onSubmit: fn(never) },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await fillValid(context);
    await userEvent.click(canvas.getByRole("button", { name: "Skicka" }));
    const button = await canvas.findByRole("button", { name: "Skickar…" });
    await expect(canvas.getByRole("textbox", { name: "Namn" })).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ regno: "ABC123", mileage: 12500, intent: "tradeIn" }),
    );
  },
};

/** Sent: the thank-you in place of the form, focused. */
export const Success: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  play: async (context) => {
    await fillValid(context);
    await context.userEvent.click(context.canvas.getByRole("button", { name: "Skicka" }));
    const thanks = await context.canvas.findByRole("status");
    await waitFor(() => expect(thanks).toHaveFocus());
    await expect(thanks).toHaveTextContent(
      "Vi har fått dina uppgifter och hör av oss med ett erbjudande inom kort.",
    );
  },
};

/** The hub failed: the translated error, what was typed kept. */
export const SendFailed: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  args: { onSubmit: fn(failed) },
  play: async (context) => {
    await fillValid(context);
    await context.userEvent.click(context.canvas.getByRole("button", { name: "Skicka" }));
    await expect(
      await context.canvas.findByText(
        "Tyvärr kunde dina uppgifter inte skickas. Försök igen senare.",
      ),
    ).toBeVisible();
    await expect(context.canvas.getByRole("textbox", { name: "Namn" })).toHaveValue("Anna Berg");
    await expect(context.canvas.getByRole("button", { name: "Skicka" })).toBeEnabled();
  },
};

/** The server refused a field: its message under it, focus on it. */
export const RefusedByServer: Story = {
  args: {
    onSubmit: fn(() =>
      Promise.resolve({ ok: false, fields: { email: "Ange en giltig e-postadress." } }),
    ),
  },
  play: async (context) => {
    await fillValid(context);
    await context.userEvent.click(context.canvas.getByRole("button", { name: "Skicka" }));
    const email = context.canvas.getByRole("textbox", { name: "E-post" });
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAccessibleDescription("Ange en giltig e-postadress.");
  },
};

export const AllBrands: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  render: (args) => <InEveryBrand layout="grid">{() => <SellCarForm {...args} />}</InEveryBrand>,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll("form[data-lead-form]").length).toBeGreaterThan(1);
  },
};
