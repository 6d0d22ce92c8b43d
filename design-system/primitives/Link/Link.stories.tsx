import type { Meta, StoryObj } from "@storybook/react-vite";
import type { MouseEvent } from "react";
import styled from "styled-components";
import { expect, fn } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { space } from "../../theme";
import { storyTranslate } from "../../stories/texts";
import { Text } from "../Text";
import { Link } from "./Link";

const Stack = styled.div`
  display: grid;
  gap: ${space.md};
  max-width: 40rem;
`;

const meta = {
  title: "Primitives/Link",
  component: Link,
  parameters: { layout: "padded" },
  args: { href: "/kop-bil", children: "Se alla bilar i lager" },
  argTypes: {
    variant: { control: "inline-radio", options: ["inline", "standalone"] },
    target: { control: "inline-radio", options: [undefined, "_blank"] },
    editing: { control: "boolean" },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Inline links in running text and a standalone link, as they sit on a content page. */
export const Variants: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  render: () => (
    <Stack>
      <Text>
        Läs mer om <Link href="/finansiering">billån och leasing</Link> eller{" "}
        <Link href="/service-och-verkstad/boka-bilverkstad">boka service online</Link>. Kontrollera
        fordonets historik hos{" "}
        <Link
          href="https://www.transportstyrelsen.se"
          target="_blank"
          newTabLabel={storyTranslate("Shell.NewTab")}
        >
          Transportstyrelsen
        </Link>
        .
      </Text>
      <Text>
        <Link href="/kop-bil" variant="standalone">
          Se alla bilar i lager
        </Link>
      </Text>
    </Stack>
  ),
};

export const Standalone: Story = {
  args: { variant: "standalone", children: "Alla erbjudanden" },
};

/** A new tab: `rel="noopener noreferrer"` and hidden "(öppnas i ny flik)" in its name. */
export const OpensInNewTab: Story = {
  args: {
    href: "https://www.konsumentverket.se",
    target: "_blank",
    newTabLabel: storyTranslate("Shell.NewTab"),
    children: "Konsumentverket",
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: /^Konsumentverket\s?\(öppnas i ny flik\)$/ });
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  },
};

/** Page-editing mode: the text is editable and clicks do not navigate. */
export const Editing: Story = {
  args: { editing: true, onClick: fn(), onTextEdit: fn(), children: "Boka provkörning" },
  play: async ({ args, canvas, userEvent }) => {
    const link = canvas.getByRole("link", { name: "Boka provkörning" });
    await expect(link).toHaveAttribute("data-editable-link");
    const text = canvas.getByText("Boka provkörning");
    await userEvent.click(text);
    await expect(args.onClick).toHaveBeenCalled();
    await expect(window.location.pathname).not.toBe("/kop-bil");
    await userEvent.keyboard("{End} idag");
    await userEvent.tab();
    await expect(args.onTextEdit).toHaveBeenCalledWith("Boka provkörning idag");
  },
};

/** Tab reaches the link; Enter follows it (the click is reported, navigation is left to it). */
export const Keyboard: Story = {
  args: {
    onClick: fn((event: MouseEvent) => event.preventDefault()),
    children: "Se begagnade bilar",
  },
  play: async ({ args, canvas, userEvent }) => {
    const link = canvas.getByRole("link", { name: "Se begagnade bilar" });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const AllBrands: Story = {
  parameters: { layout: "fullscreen", chromatic: { modes: allBrandsModes } },
  render: () => (
    <InEveryBrand>
      {() => (
        <Stack>
          <Text>
            Läs mer om <Link href="/finansiering">billån och leasing</Link>.
          </Text>
          <Link href="/kop-bil" variant="standalone">
            Se alla bilar i lager
          </Link>
        </Stack>
      )}
    </InEveryBrand>
  ),
};
