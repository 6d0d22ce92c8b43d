import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { Container } from "../../layout/Container";
import { storyTranslator } from "../../stories/texts";
import { leadFormLabels } from "./labels";
import type { LeadOutcome } from "./LeadFormShell";
import { ServiceRequestForm } from "./ServiceRequestForm";

/** The form is Norwegian: its stories show the Norwegian texts. */
const labels = leadFormLabels(storyTranslator("nb", "nb-NO"));
const sent = (): Promise<LeadOutcome> => Promise.resolve({ ok: true });
const failed = (): Promise<LeadOutcome> => Promise.resolve({ ok: false });
const today = new Date(2026, 10, 18);
const dealers = [
  { value: "no-1", label: "Automotive Bergen" },
  { value: "no-2", label: "Automotive Oslo, Økern" },
  { value: "no-3", label: "Automotive Trondheim" },
];

const meta = {
  title: "Flows/LeadForms/ServiceRequestForm",
  component: ServiceRequestForm,
  args: { labels, dealers, today, onSubmit: fn(sent) },
  argTypes: { labels: { control: false }, onSubmit: { control: false } },
  decorators: [
    (Story) => (
      <Container>
        <Story />
      </Container>
    ),
  ],
} satisfies Meta<typeof ServiceRequestForm>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story["play"]>>[0];

async function fillValid({ canvas, userEvent, canvasElement }: Context) {
  await userEvent.selectOptions(
    canvas.getByRole("combobox", { name: "Nærmeste forhandler" }),
    "no-2",
  );
  await userEvent.click(canvas.getByRole("checkbox", { name: "Hjulskift" }));
  await userEvent.type(canvas.getByRole("textbox", { name: "Navn" }), "Ola Nordmann");
  await userEvent.type(canvas.getByRole("textbox", { name: "Telefon" }), "912 34 567");
  await userEvent.type(canvas.getByRole("textbox", { name: "E-post" }), "ola@example.no");
  await userEvent.type(canvas.getByRole("textbox", { name: "Registreringsnummer" }), "EL 12345");
  const day = canvasElement.querySelector<HTMLElement>('td[data-day="2026-11-20"]');
  if (day) await userEvent.click(day);
  await userEvent.click(canvas.getByRole("checkbox", { name: /Jeg samtykker/ }));
}

/** Idle: dealers, vehicle and services, contact, plate, mileage, the calendar and the consent. */
export const Idle: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("heading", { name: "Bestill service" })).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: "Nærmeste forhandler" })).toBeRequired();
    await expect(canvas.getAllByRole("checkbox")).toHaveLength(12);
    // The calendar blocks the days before today.
    await expect(canvasElement.querySelector('td[data-day="2026-11-17"]')).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await expect(canvasElement.querySelector('td[data-day="2026-11-18"]')).not.toHaveAttribute(
      "aria-disabled",
    );
  },
};

/** A motorcycle has its own three services. */
export const Motorcycle: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "Motorsykkel" }));
    for (const name of ["Bestille service", "Bestile deler", "Annet"]) {
      await expect(canvas.getByRole("checkbox", { name })).toBeVisible();
    }
    await expect(canvas.queryByRole("checkbox", { name: "EU-kontroll" })).toBeNull();
  },
};

/** An empty submit: the Norwegian messages, focus on the dealer, nothing sent. */
export const Invalid: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Send" }));
    await waitFor(() =>
      expect(canvas.getByRole("combobox", { name: "Nærmeste forhandler" })).toHaveFocus(),
    );
    await expect(canvas.getByText("Velg en dato fra og med i dag.")).toBeVisible();
    await expect(
      canvas.getByRole("checkbox", { name: /Jeg samtykker/ }),
    ).toHaveAccessibleDescription("Du må samtykke før vi kan behandle henvendelsen.");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Sent: 'Takk for din henvendelse!' and the confirmation promise. */
export const Success: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  play: async (context) => {
    await fillValid(context);
    await context.userEvent.click(context.canvas.getByRole("button", { name: "Send" }));
    const thanks = await context.canvas.findByRole("status");
    await waitFor(() => expect(thanks).toHaveFocus());
    await expect(thanks).toHaveTextContent("Takk for din henvendelse!");
    await expect(thanks).toHaveTextContent("Vi tar kontakt med deg for å bekrefte din booking.");
    await expect(context.args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        dealer: "no-2",
        date: "2026-11-20",
        services: ["Hjulskift"],
        consent: true,
      }),
    );
  },
};

/** The hub failed: 'Noe gikk galt, vennligst prøv igjen senere.', the values kept. */
export const SendFailed: Story = {
  args: { onSubmit: fn(failed) },
  play: async (context) => {
    await fillValid(context);
    await context.userEvent.click(context.canvas.getByRole("button", { name: "Send" }));
    await expect(
      await context.canvas.findByText("Noe gikk galt, vennligst prøv igjen senere."),
    ).toBeVisible();
    await expect(context.canvas.getByRole("textbox", { name: "Navn" })).toHaveValue("Ola Nordmann");
    await expect(context.canvas.getByText(/Valgt dato/)).toBeVisible();
  },
};

export const AllBrands: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  render: (args) => (
    <InEveryBrand layout="grid">{() => <ServiceRequestForm {...args} />}</InEveryBrand>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll("form[data-lead-form]").length).toBeGreaterThan(1);
  },
};
