import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import styled from "styled-components";
import { expect, fn, waitFor } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { space } from "../../theme";
import { Button } from "../Button";
import { storyTranslate } from "../../stories/texts";
import { Notice } from "./Notice";
import { noticeTones } from "./tone";

const Stack = styled.div`
  display: grid;
  gap: ${space.md};
  max-width: 40rem;
`;

const meta = {
  title: "Primitives/Notice",
  component: Notice,
  parameters: { layout: "padded" },
  args: {
    tone: "info",
    title: "Semesterstängt",
    children: "Verkstaden i Göteborg har stängt 1–21 juli. Boka gärna tid i Borås under tiden.",
  },
  argTypes: { tone: { control: "inline-radio", options: noticeTones } },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};

export const Success: Story = {
  args: {
    tone: "success",
    title: "Bokning bekräftad",
    children: "Vi har skickat en bekräftelse till anna.svensson@example.se.",
  },
};

export const WarningTone: Story = {
  name: "Warning",
  args: {
    tone: "warning",
    title: "Dags att byta däck",
    toneLabel: storyTranslate("AlertBanner.ToneWarning"),
    children: "Mönsterdjupet på dina vinterdäck är under 4 mm.",
  },
};

export const ErrorTone: Story = {
  name: "Error",
  args: {
    tone: "error",
    title: "Bokningen kunde inte skickas",
    toneLabel: storyTranslate("AlertBanner.ToneError"),
    children: "Något gick fel hos oss. Försök igen om en stund eller ring 08-123 456 78.",
  },
};

/** Every tone, as brand designers review them. */
export const AllTones: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  render: () => (
    <Stack>
      <Notice tone="info" title="Semesterstängt">
        Verkstaden har stängt 1–21 juli.
      </Notice>
      <Notice tone="success" title="Bokning bekräftad">
        Välkommen den 14 maj kl. 08:00.
      </Notice>
      <Notice tone="warning" title="Dags att byta däck">
        Mönsterdjupet är under 4 mm.
      </Notice>
      <Notice tone="error" title="Något gick fel">
        Försök igen om en stund.
      </Notice>
      <Notice tone="info" icon="CampaignAlert" title="Kampanj">
        Vinterhjul på köpet vid köp av ny bil i november.
      </Notice>
    </Stack>
  ),
};

/** A dismissible notice: the button hides it (the parent removes it and moves focus). */
export const Dismissible: Story = {
  args: { onDismiss: fn(), dismissLabel: storyTranslate("AlertBanner.Dismiss") },
  render: function Render(args) {
    const [open, setOpen] = useState(true);
    return (
      <Stack>
        <h2 tabIndex={-1} id="notice-heading">
          Meddelanden
        </h2>
        {open ? (
          <Notice
            {...args}
            dismissLabel={storyTranslate("AlertBanner.Dismiss")}
            onDismiss={() => {
              args.onDismiss?.();
              setOpen(false);
              document.getElementById("notice-heading")?.focus();
            }}
          />
        ) : (
          <p>Inga meddelanden.</p>
        )}
      </Stack>
    );
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Stäng meddelandet" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await expect(canvas.getByText("Inga meddelanden.")).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "Meddelanden" })).toHaveFocus();
  },
};

/** A live error appears after a failed submit and is announced (`role="alert"`). */
export const LiveAfterSubmit: Story = {
  render: function Render() {
    const [failed, setFailed] = useState(false);
    return (
      <Stack>
        <div>
          <Button onClick={() => setFailed(true)}>Skicka bokning</Button>
        </div>
        {failed ? (
          <Notice tone="error" live title="Bokningen kunde inte skickas">
            Kontrollera telefonnumret och försök igen.
          </Notice>
        ) : null}
      </Stack>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole("alert")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Skicka bokning" }));
    await waitFor(() =>
      expect(canvas.getByRole("alert")).toHaveTextContent("Bokningen kunde inte skickas"),
    );
  },
};

export const AllBrands: Story = {
  parameters: { layout: "fullscreen", chromatic: { modes: allBrandsModes } },
  render: () => (
    <InEveryBrand>
      {() => (
        <Stack>
          {noticeTones.map((tone) => (
            <Notice
              key={tone}
              tone={tone}
              title="Bokning"
              onDismiss={() => {}}
              dismissLabel={storyTranslate("AlertBanner.Dismiss")}
            >
              Välkommen den 14 maj kl. 08:00.
            </Notice>
          ))}
        </Stack>
      )}
    </InEveryBrand>
  ),
};
