import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { demoForms, demoFormIds } from "../../../api-adapters/mocks/formbuilder";
import { Container } from "../../layout/Container";
import { storyTranslator } from "../../stories/texts";
import type { LeadOutcome } from "../LeadForms/LeadFormShell";
import { builderFields, builderMessages, builderTitle } from "./definition";
import { FormBuilderForm, type FormBuilderLabels } from "./FormBuilderForm";

const t = storyTranslator("en", "en-GB");
const labels: FormBuilderLabels = {
  submit: t("Forms.Submit"),
  sending: t("Forms.Sending"),
  invalidInput: t("Forms.InvalidInput"),
  error: t("Forms.FormBuilderError"),
  success: t("Forms.FormBuilderSuccess"),
  chooseOption: t("Forms.ChooseOption"),
  previousMonth: t("Forms.PreviousMonth"),
  nextMonth: t("Forms.NextMonth"),
  chosenDate: (date) => t("Forms.ChosenDate", { date }),
  messages: builderMessages(t),
};
const testDrive = demoForms[demoFormIds.testDriveEvent] ?? {};
const survey = demoForms[demoFormIds.customerSurvey] ?? {};
const sent = (): Promise<LeadOutcome> => Promise.resolve({ ok: true });
const failed = (): Promise<LeadOutcome> => Promise.resolve({ ok: false });

const meta = {
  title: "Flows/FormBuilderForm",
  component: FormBuilderForm,
  args: {
    fields: builderFields(testDrive),
    title: builderTitle(testDrive),
    label: "Test drive day",
    labels,
    locale: "en-GB",
    today: new Date(2026, 10, 18),
    onSubmit: fn(sent),
  },
  argTypes: { labels: { control: false }, onSubmit: { control: false } },
  decorators: [
    (Story) => (
      <Container>
        <Story />
      </Container>
    ),
  ],
} satisfies Meta<typeof FormBuilderForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The test drive form: text, e-mail, phone, a dropdown and a date, from the definition. */
export const TestDriveForm: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Test drive day" })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Name" })).toBeRequired();
    await expect(canvas.getByRole("textbox", { name: "Phone" })).not.toBeRequired();
    await expect(
      canvas.getByRole("combobox", { name: "Which model would you like to drive?" }),
    ).toBeVisible();
    await expect(canvas.getByRole("grid")).toBeVisible();
  },
};

/** The survey: radio, checkboxes with a hint and a text area; no heading, named by its label. */
export const SurveyForm: Story = {
  args: { fields: builderFields(survey), title: undefined, label: "Customer survey" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("form", { name: "Customer survey" })).toBeVisible();
    await expect(canvas.getByRole("radio", { name: "Service" })).toBeVisible();
    await expect(
      canvas.getByRole("group", { name: "What would you like to hear about?" }),
    ).toHaveAccessibleDescription("Tick as many as you like");
    await expect(canvas.getByRole("textbox", { name: "Anything else?" })).toBeVisible();
  },
};

/** An empty submit: the required questions' messages, focus on the first. */
export const Invalid: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  play: async ({ canvas, userEvent, args }) => {
    // Focus scrolls the first invalid field into view: with the brand font still loading (a busy
    // CI machine), the page scrolled by the fallback's layout and its snapshot sat 1 px off.
    await document.fonts.ready;
    await userEvent.click(canvas.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(canvas.getByRole("textbox", { name: "Name" })).toHaveFocus());
    await expect(canvas.getByRole("textbox", { name: "Name" })).toHaveAccessibleDescription(
      "This field is required.",
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

async function fill({
  canvas,
  userEvent,
  canvasElement,
}: Parameters<NonNullable<Story["play"]>>[0]) {
  await userEvent.type(canvas.getByRole("textbox", { name: "Name" }), "Sam Jones");
  await userEvent.type(canvas.getByRole("textbox", { name: "E-mail" }), "sam@example.co.uk");
  await userEvent.selectOptions(
    canvas.getByRole("combobox", { name: "Which model would you like to drive?" }),
    "BMW i4",
  );
  const day = canvasElement.querySelector<HTMLElement>('td[data-day="2026-11-25"]');
  if (day) await userEvent.click(day);
}

/** Sent: the thank-you. */
export const Success: Story = {
  play: async (context) => {
    await fill(context);
    await context.userEvent.click(context.canvas.getByRole("button", { name: "Send" }));
    await expect(await context.canvas.findByRole("status")).toHaveTextContent(
      "Thank you! Your answers have been sent.",
    );
    await expect(context.args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ fullName: "Sam Jones", model: "BMW i4", day: "2026-11-25" }),
    );
  },
};

/** The hub failed: the error, the answers kept. */
export const SendFailed: Story = {
  args: { onSubmit: fn(failed) },
  play: async (context) => {
    await fill(context);
    await context.userEvent.click(context.canvas.getByRole("button", { name: "Send" }));
    await expect(
      await context.canvas.findByText(
        "Sorry, your answers could not be sent. Please try again later.",
      ),
    ).toBeVisible();
    await expect(context.canvas.getByRole("textbox", { name: "Name" })).toHaveValue("Sam Jones");
  },
};

/** Page-editing mode: the overlay says where the form is edited; the form cannot be used. */
export const EditMode: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  args: { editOverlay: t("Forms.EditOverlay", { formId: demoFormIds.testDriveEvent }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByText(
        `Form builder form ${demoFormIds.testDriveEvent}: edit its questions in the form builder.`,
      ),
    ).toBeVisible();
    await expect(canvasElement.querySelector("[inert]")).not.toBeNull();
  },
};

export const AllBrands: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  render: (args) => (
    <InEveryBrand layout="grid">{() => <FormBuilderForm {...args} />}</InEveryBrand>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll("form[data-lead-form]").length).toBeGreaterThan(1);
  },
};
