import type { Meta, StoryObj } from "@storybook/react-vite";
import { useRef, useState } from "react";
import styled from "styled-components";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { space, vars } from "../../theme";
import { Button } from "../Button";
import { Modal, modalSizes, type ModalProps } from "./Modal";

const Stack = styled.div`
  display: grid;
  gap: ${space.md};
`;

const Field = styled.label`
  display: grid;
  gap: ${space.xxs};
  input {
    min-height: 2.75rem;
    padding: 0 ${space.sm};
    font: inherit;
  }
`;

const PlainButton = styled.button`
  min-height: 2.75rem;
  padding: 0 ${space.lg};
  border: 2px solid currentColor;
  border-radius: ${vars.radius.action};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
`;

const Page = styled.div`
  display: grid;
  gap: ${space.md};
  justify-items: start;
  padding: ${space.lg};
`;

const LongText = () => (
  <Stack>
    {Array.from({ length: 14 }, (_, index) => (
      <p key={index}>
        Bilen har gått {(index + 1) * 1200} mil och servats enligt serviceprogrammet. Vinterhjul på
        fälg ingår, liksom dragkrok och motorvärmare med kupéfläkt.
      </p>
    ))}
  </Stack>
);

const BookingForm = () => (
  <Stack>
    <Field>
      Namn
      <input name="name" autoComplete="name" />
    </Field>
    <Field>
      Telefon
      <input name="phone" type="tel" autoComplete="tel" />
    </Field>
  </Stack>
);

/** The app's usage: a button opens the dialog, `onClose` closes it. */
function ModalDemo({
  triggerLabel = "Boka provkörning",
  defaultOpen = false,
  ...args
}: ModalProps & { triggerLabel?: string; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Page>
      <Button onClick={() => setOpen(true)}>{triggerLabel}</Button>
      <p>Volvo XC60 Recharge T6, 2021, 4 200 mil.</p>
      <Modal
        {...args}
        open={open}
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
      />
    </Page>
  );
}

const meta = {
  title: "Primitives/Modal",
  component: Modal,
  args: {
    closeLabel: "Stäng",
    open: false,
    onClose: fn(),
    title: "Boka provkörning",
    description: "Volvo XC60 Recharge T6 hos Bilhallen Göteborg",
    children: <BookingForm />,
    size: "md",
  },
  argTypes: { size: { control: "inline-radio", options: modalSizes } },
  render: (args) => <ModalDemo {...args} />,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens on click; focus goes to the first field; Esc closes and focus returns to the button. */
export const Default: Story = {
  play: async ({ args, canvas, step }) => {
    const trigger = canvas.getByRole("button", { name: "Boka provkörning" });
    const screen = within(document.body);
    await step("Enter on the trigger opens the dialog", async () => {
      trigger.focus();
      await userEvent.keyboard("{Enter}");
      const dialog = await screen.findByRole("dialog", { name: "Boka provkörning" });
      await waitFor(() => expect(dialog).toBeVisible());
      await expect(dialog).toHaveAccessibleDescription(
        "Volvo XC60 Recharge T6 hos Bilhallen Göteborg",
      );
      await expect(screen.getByRole("textbox", { name: "Namn" })).toHaveFocus();
      await expect(document.documentElement.style.overflow).toBe("hidden");
    });
    await step("Tab stays in the dialog", async () => {
      await userEvent.tab();
      await expect(screen.getByRole("textbox", { name: "Telefon" })).toHaveFocus();
      await userEvent.tab({ shift: true });
      await userEvent.tab({ shift: true });
      await expect(screen.getByRole("button", { name: "Stäng" })).toHaveFocus();
    });
    await step("Esc closes and focus returns to the trigger", async () => {
      await userEvent.keyboard("{Escape}");
      await expect(args.onClose).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      await expect(trigger).toHaveFocus();
      await expect(document.documentElement.style.overflow).toBe("");
    });
  },
};

/** The close button carries the label from props ("Stäng" by default, here English). */
export const CloseButton: Story = {
  args: { closeLabel: "Close", title: "Book a test drive", description: undefined },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Boka provkörning" });
    await userEvent.click(trigger);
    const screen = within(document.body);
    await userEvent.click(await screen.findByRole("button", { name: "Close" }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** A click on the dimmed page closes the dialog; a click inside the panel does not. */
export const BackdropClick: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Boka provkörning" }));
    const screen = within(document.body);
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(screen.getByText("Volvo XC60 Recharge T6 hos Bilhallen Göteborg"));
    await expect(args.onClose).not.toHaveBeenCalled();
    const box = dialog.getBoundingClientRect();
    await userEvent.pointer({
      keys: "[MouseLeft]",
      target: dialog,
      coords: { clientX: box.left - 8, clientY: box.top + 8 },
    });
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};

/** With `closeOnBackdropClick={false}` (a form with unsaved input) only Esc and Stäng close. */
export const BackdropClickDisabled: Story = {
  args: { closeOnBackdropClick: false },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Boka provkörning" }));
    const screen = within(document.body);
    const dialog = await screen.findByRole("dialog");
    const box = dialog.getBoundingClientRect();
    await userEvent.pointer({
      keys: "[MouseLeft]",
      target: dialog,
      coords: { clientX: box.left - 8, clientY: box.top + 8 },
    });
    await expect(args.onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard("{Escape}");
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** With nothing focusable in the content, the dialog itself takes focus and reads its title. */
export const TextOnly: Story = {
  args: {
    size: "sm",
    title: "Reservationen har gått ut",
    description: undefined,
    children: <p>Bilen är inte längre reserverad för dig. Du kan reservera den igen.</p>,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Boka provkörning" }));
    const dialog = await within(document.body).findByRole("dialog", {
      name: "Reservationen har gått ut",
    });
    await expect(dialog).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole("button", { name: "Stäng" })).toHaveFocus();
  },
};

/** `initialFocusRef` picks the element focused on open (here the safe action of a confirmation). */
function ConfirmDemo(args: ModalProps) {
  const [open, setOpen] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    args.onClose();
    setOpen(false);
  };
  return (
    <Page>
      <Button onClick={() => setOpen(true)}>Ta bort sparad sökning</Button>
      <Modal
        {...args}
        open={open}
        onClose={close}
        initialFocusRef={cancelRef}
        footer={
          <>
            {/* A native button: Button does not take a ref yet. */}
            <PlainButton type="button" onClick={close} ref={cancelRef}>
              Avbryt
            </PlainButton>
            <Button onClick={close}>Ta bort</Button>
          </>
        }
      />
    </Page>
  );
}

export const WithFooterAndInitialFocus: Story = {
  args: {
    size: "sm",
    title: "Ta bort sparad sökning?",
    description: "Du får inte längre mejl om nya bilar som matchar “Elbil under 300 000 kr”.",
    children: undefined,
  },
  render: (args) => <ConfirmDemo {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Ta bort sparad sökning" }));
    const screen = within(document.body);
    await waitFor(() => expect(screen.getByRole("button", { name: "Avbryt" })).toHaveFocus());
  },
};

/** Long content scrolls inside the dialog; the page behind does not scroll. */
export const LongContent: Story = {
  args: {
    size: "lg",
    title: "Utrustning och historik",
    description: undefined,
    children: <LongText />,
  },
  render: (args) => <ModalDemo {...args} defaultOpen />,
  play: async () => {
    const dialog = await within(document.body).findByRole("dialog");
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
    await expect(document.documentElement.style.overflow).toBe("hidden");
  },
};

export const Small: Story = {
  args: { size: "sm" },
  render: (args) => <ModalDemo {...args} defaultOpen />,
};

export const Large: Story = {
  args: { size: "lg" },
  render: (args) => <ModalDemo {...args} defaultOpen />,
};

export const Fullscreen: Story = {
  args: { size: "fullscreen", title: "Bilder", children: <LongText /> },
  render: (args) => <ModalDemo {...args} defaultOpen />,
  play: async () => {
    const dialog = await within(document.body).findByRole("dialog");
    const width = `${document.documentElement.clientWidth}px`;
    await waitFor(() => expect(getComputedStyle(dialog).width).toBe(width));
  },
};

/** Open with a form and a footer: the snapshot brand designers review per brand. */
export const Showcase: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  args: {
    footer: (
      <>
        <Button variant="Ghost">Avbryt</Button>
        <Button>Skicka förfrågan</Button>
      </>
    ),
  },
  render: (args) => <ModalDemo {...args} defaultOpen />,
};

/** The dialog panel in every brand, rendered in place (non-modal) so all fit one snapshot. */
export const AllBrands: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  render: (args) => (
    <InEveryBrand>
      {() => <Modal {...args} open inlinePreview footer={<Button>Skicka förfrågan</Button>} />}
    </InEveryBrand>
  ),
};
