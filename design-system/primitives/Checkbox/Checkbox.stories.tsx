import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import styled from "styled-components";
import { expect, fn } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { space } from "../../theme";
import { Link } from "../Link";
import { Checkbox } from "./Checkbox";

const Stack = styled.div`
  display: grid;
  gap: ${space.md};
  max-width: 32rem;
  padding: ${space.lg};
`;

const meta = {
  title: "Primitives/Checkbox",
  component: Checkbox,
  parameters: { layout: "padded" },
  args: { label: "Jag vill provköra bilen", onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Space toggles it; clicking the box or the label does too. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole("checkbox", { name: "Jag vill provköra bilen" });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(box).toBeChecked();
    await userEvent.click(canvas.getByText("Jag vill provköra bilen"));
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Checked: Story = {
  args: { label: "Jag vill ha en offert", defaultChecked: true },
};

/** A link in the label stays a link (its own Tab stop); the checkbox is named by the whole label. */
export const WithLink: Story = {
  args: {
    label: (
      <>
        Jag godkänner <Link href="#villkor">villkoren för personuppgifter</Link>
      </>
    ),
    required: true,
  },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole("checkbox", {
      name: "Jag godkänner villkoren för personuppgifter",
    });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "villkoren för personuppgifter" })).toHaveFocus();
  },
};

export const WithHint: Story = {
  args: {
    label: "Skicka mig erbjudanden",
    hint: "Högst en gång i månaden. Du kan avregistrera dig när som helst.",
  },
};

export const WithError: Story = {
  args: {
    label: "Jag samtycker till att mina uppgifter sparas",
    required: true,
    error: "Du behöver samtycka för att skicka förfrågan",
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole("checkbox");
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(box).toHaveAccessibleDescription("Du behöver samtycka för att skicka förfrågan");
  },
};

export const Indeterminate: Story = {
  args: { label: "Alla tillval", indeterminate: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox")).toBePartiallyChecked();
  },
};

export const Disabled: Story = {
  args: { label: "Provkörning (inte möjlig för den här bilen)", disabled: true },
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole("checkbox");
    await expect(box).toBeDisabled();
    await userEvent.click(box);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DisabledChecked: Story = {
  args: { label: "Grundservice ingår", disabled: true, defaultChecked: true },
};

/** Controlled, with a parent "select all" in the mixed state when some are chosen. */
export const ControlledWithSelectAll: Story = {
  render: function Render() {
    const extras = ["Vinterhjul", "Dragkrok", "Takbox"];
    const [chosen, setChosen] = useState<string[]>(["Dragkrok"]);
    const all = chosen.length === extras.length;
    return (
      <Stack>
        <Checkbox
          label="Alla tillval"
          checked={all}
          indeterminate={chosen.length > 0 && !all}
          onChange={() => setChosen(all ? [] : extras)}
        />
        {extras.map((extra) => (
          <Checkbox
            key={extra}
            label={extra}
            checked={chosen.includes(extra)}
            onChange={(event) =>
              setChosen((current) =>
                event.target.checked ? [...current, extra] : current.filter((c) => c !== extra),
              )
            }
          />
        ))}
      </Stack>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const all = canvas.getByRole("checkbox", { name: "Alla tillval" });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "Takbox" })).toBeChecked();
    await userEvent.click(canvas.getByRole("checkbox", { name: "Takbox" }));
    await expect(all).toBePartiallyChecked();
  },
};

function Showcase() {
  return (
    <Stack>
      <Checkbox label="Jag vill provköra bilen" />
      <Checkbox label="Jag vill ha en offert" defaultChecked hint="Vi mejlar den inom en dag" />
      <Checkbox label="Alla tillval" indeterminate />
      <Checkbox
        label={
          <>
            Jag godkänner <Link href="#villkor">villkoren</Link>
          </>
        }
        required
        error="Du behöver godkänna villkoren"
      />
      <Checkbox label="Provkörning inte möjlig" disabled />
      <Checkbox label="Grundservice ingår" disabled defaultChecked />
    </Stack>
  );
}

export const AllStates: Story = {
  tags: ["visual"],
  parameters: { layout: "fullscreen", chromatic: { modes: brandModes } },
  render: () => <Showcase />,
};

export const AllBrands: Story = {
  parameters: { layout: "fullscreen", chromatic: { modes: allBrandsModes } },
  render: () => <InEveryBrand>{() => <Showcase />}</InEveryBrand>,
};
