import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { Container } from "../../layout/Container";
import { storyTranslate } from "../../stories/texts";
import { CarContactForm, type CarContactOutcome } from "./CarContactForm";
import { carContactLabels } from "./labels";

const labels = carContactLabels(storyTranslate);
const sent = (): Promise<CarContactOutcome> => Promise.resolve({ ok: true });
const sellerSites = [
  { id: "se-1001", name: "Bilhallen Göteborg" },
  { id: "se-1002", name: "Bilhallen Malmö" },
  { id: "se-1003", name: "Bilhallen Uppsala" },
];

const meta = {
  title: "Flows/CarContactForm",
  component: CarContactForm,
  args: { labels, onSubmit: fn(sent), hash: "" },
  argTypes: { labels: { control: false }, onSubmit: { control: false } },
  decorators: [
    (Story) => (
      <Container>
        <Story />
      </Container>
    ),
  ],
} satisfies Meta<typeof CarContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const field = (canvas: Canvas, name: string) => canvas.getByRole("textbox", { name });

/** Types a valid lead: name, phone, e-mail and a message. */
async function fillValid(
  canvas: Canvas,
  userEvent: { type: (el: Element, text: string) => Promise<void> },
) {
  await userEvent.type(field(canvas, "Namn"), "Anna Berg");
  await userEvent.type(canvas.getByRole("textbox", { name: "Telefon" }), "+46 70 123 45 67");
  await userEvent.type(field(canvas, "E-post"), "anna@example.se");
  await userEvent.type(field(canvas, "Meddelande"), "Finns bilen kvar?");
}

/** Idle: the fields, the quote and test-drive boxes and Skicka. */
export const Idle: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Kontakta säljaren" })).toBeVisible();
    for (const name of ["Namn", "Telefon", "E-post", "Meddelande"]) {
      await expect(field(canvas, name)).toBeEnabled();
    }
    await expect(canvas.getByRole("checkbox", { name: "Jag vill ha en offert" })).not.toBeChecked();
    await expect(
      canvas.getByRole("checkbox", { name: "Jag vill boka en provkörning" }),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Skicka" })).toBeEnabled();
  },
};

/** An invalid submit: the invalid-input message, each field's message, what was typed kept. */
export const Invalid: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(field(canvas, "Namn"), "Anna Berg");
    await userEvent.type(field(canvas, "Telefon"), "070-12");
    await userEvent.type(field(canvas, "E-post"), "anna@");
    await userEvent.click(canvas.getByRole("button", { name: "Skicka" }));
    await expect(await canvas.findByText(storyTranslate("CarContact.InvalidInput"))).toBeVisible();
    await expect(canvas.getByText(storyTranslate("CarContact.PhoneError"))).toBeVisible();
    await expect(canvas.getByText(storyTranslate("CarContact.EmailError"))).toBeVisible();
    await expect(canvas.queryByText(storyTranslate("CarContact.NameError"))).toBeNull();
    await expect(field(canvas, "Telefon")).toHaveAttribute("aria-invalid", "true");
    await expect(field(canvas, "Namn")).toHaveValue("Anna Berg");
    await expect(field(canvas, "Telefon")).toHaveValue("070-12");
    await expect(field(canvas, "E-post")).toHaveValue("anna@");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Submitting: every field and the button disabled while the lead is on its way. */
export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<CarContactOutcome>(() => {})) },
  play: async ({ canvas, userEvent }) => {
    await fillValid(canvas, userEvent);
    await userEvent.click(canvas.getByRole("checkbox", { name: "Jag vill ha en offert" }));
    await userEvent.click(canvas.getByRole("button", { name: "Skicka" }));
    await waitFor(() => expect(field(canvas, "Namn")).toBeDisabled());
    await expect(field(canvas, "Meddelande")).toBeDisabled();
    await expect(canvas.getByRole("checkbox", { name: "Jag vill ha en offert" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: /Skickar/ })).toBeDisabled();
  },
};

/** Sent: the success overlay (carDetailFormSuccess) covers the form and takes focus. */
export const Success: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  play: async ({ args, canvas, userEvent }) => {
    await fillValid(canvas, userEvent);
    await userEvent.click(canvas.getByRole("checkbox", { name: "Jag vill boka en provkörning" }));
    await userEvent.click(canvas.getByRole("button", { name: "Skicka" }));
    const overlay = await canvas.findByRole("status");
    await expect(overlay).toHaveTextContent(storyTranslate("CarContact.Success"));
    await waitFor(() => expect(overlay).toHaveFocus());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: "Anna Berg",
      phone: "+46 70 123 45 67",
      email: "anna@example.se",
      message: "Finns bilen kvar?",
      quote: false,
      testDrive: true,
      sellerSite: undefined,
    });
  },
};

/** Stäng closes the overlay and empties the form for another message. */
export const SuccessClosed: Story = {
  play: async ({ canvas, userEvent }) => {
    await fillValid(canvas, userEvent);
    await userEvent.click(canvas.getByRole("button", { name: "Skicka" }));
    await userEvent.click(await canvas.findByRole("button", { name: "Stäng" }));
    await expect(canvas.queryByRole("status")).toBeNull();
    await expect(field(canvas, "Namn")).toHaveValue("");
  },
};

/** Not sent (the server's 3 attempts failed): carDetailFormError, the values kept to try again. */
export const SendFailed: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  args: { onSubmit: fn(() => Promise.resolve<CarContactOutcome>({ ok: false })) },
  play: async ({ args, canvas, userEvent }) => {
    await fillValid(canvas, userEvent);
    await userEvent.click(canvas.getByRole("button", { name: "Skicka" }));
    await expect(await canvas.findByText(storyTranslate("CarContact.Error"))).toBeVisible();
    await expect(field(canvas, "Namn")).toHaveValue("Anna Berg");
    await expect(field(canvas, "Namn")).toBeEnabled();
    await userEvent.click(canvas.getByRole("button", { name: "Skicka" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(2));
  },
};

/** The server refused a field: its message under the field, with the invalid-input message. */
export const RefusedByServer: Story = {
  args: {
    onSubmit: fn(() =>
      Promise.resolve<CarContactOutcome>({
        ok: false,
        fields: { email: storyTranslate("CarContact.EmailError") },
      }),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await fillValid(canvas, userEvent);
    await userEvent.click(canvas.getByRole("button", { name: "Skicka" }));
    await expect(await canvas.findByText(storyTranslate("CarContact.InvalidInput"))).toBeVisible();
    await expect(canvas.getByText(storyTranslate("CarContact.EmailError"))).toBeVisible();
  },
};

/** A new-car sample car: the visitor must choose the seller site ('välj säljare *') to send. */
export const SampleCarSellerChoice: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  args: { sellerSites },
  play: async ({ args, canvas, userEvent }) => {
    const seller = canvas.getByRole("combobox", { name: "Säljare" });
    await expect(
      within(seller).getByRole("option", { name: "välj säljare *" }),
    ).toBeInTheDocument();
    await fillValid(canvas, userEvent);
    await userEvent.click(canvas.getByRole("button", { name: "Skicka" }));
    await expect(
      await canvas.findByText(storyTranslate("CarContact.SellerSiteError")),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The chosen seller site goes with the lead. */
export const SampleCarSendsChosenSeller: Story = {
  args: { sellerSites },
  play: async ({ args, canvas, userEvent }) => {
    const seller = canvas.getByRole("combobox", { name: "Säljare" });
    await fillValid(canvas, userEvent);
    await userEvent.selectOptions(seller, "se-1002");
    await userEvent.click(canvas.getByRole("button", { name: "Skicka" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ sellerSite: "se-1002" }),
      ),
    );
  },
};

/** disable_test_drive: no test-drive box. */
export const NoTestDrive: Story = {
  args: { disableTestDrive: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox", { name: "Jag vill ha en offert" })).toBeVisible();
    await expect(
      canvas.queryByRole("checkbox", { name: "Jag vill boka en provkörning" }),
    ).toBeNull();
  },
};

/** `#contact-quote` ticks the quote box. */
export const HashPreTicksQuote: Story = {
  args: { hash: "#contact-quote" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox", { name: "Jag vill ha en offert" })).toBeChecked();
    await expect(
      canvas.getByRole("checkbox", { name: "Jag vill boka en provkörning" }),
    ).not.toBeChecked();
  },
};

/** `#contact-testdrive` ticks the test-drive box (never one that is hidden). */
export const HashPreTicksTestDrive: Story = {
  args: { hash: "#contact-testdrive" },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("checkbox", { name: "Jag vill boka en provkörning" }),
    ).toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "Jag vill ha en offert" })).not.toBeChecked();
  },
};

/** The form in every brand, side by side. */
export const AllBrands: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  render: (args) => (
    <InEveryBrand layout="grid">
      {(brand) => <CarContactForm {...args} id={`car-contact-${brand.id}`} />}
    </InEveryBrand>
  ),
  play: async ({ canvasElement }) => {
    const forms = canvasElement.querySelectorAll("form[data-lead-form]");
    await expect(forms.length).toBeGreaterThan(1);
  },
};
