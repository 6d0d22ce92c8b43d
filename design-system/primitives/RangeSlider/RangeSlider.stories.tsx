import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useState } from "react";
import styled from "styled-components";
import { expect, fireEvent, fn, waitFor } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { space } from "../../theme";
import { RangeSlider } from "./RangeSlider";

const kronor = new Intl.NumberFormat("sv-SE");
const kr = (value: number) => `${kronor.format(value)} kr`;
const mil = (value: number) => `${kronor.format(value)} mil`;

const Stack = styled.div`
  display: grid;
  gap: ${space.xl};
  max-width: 28rem;
  padding: ${space.lg};
`;

const meta = {
  title: "Primitives/RangeSlider",
  component: RangeSlider,
  parameters: { layout: "padded" },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: "28rem" }}>
        <Story />
      </div>
    ),
  ],
  args: {
    label: "Pris",
    min: 50000,
    max: 850000,
    minLabel: "Lägsta pris",
    maxLabel: "Högsta pris",
    formatValue: kr,
    unit: "kr",
    onChange: fn(),
  },
} satisfies Meta<typeof RangeSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two named thumbs; the step is about 1/100 of the range (8 000 kr here). */
export const Price: Story = {
  play: async ({ args, canvas }) => {
    const low = canvas.getByRole("slider", { name: "Lägsta pris" });
    const high = canvas.getByRole("slider", { name: "Högsta pris" });
    await expect(low).toHaveAttribute("step", "8000");
    await expect(high).toHaveAttribute("aria-valuetext", kr(850000));
    fireEvent.change(low, { target: { value: "210000" } });
    await expect(args.onChange).toHaveBeenLastCalledWith([210000, 850000]);
    await expect(canvas.getByRole("textbox", { name: "Lägsta pris" })).toHaveValue("210000");
  },
};

/** Typed values: spaces stripped, integers parsed; min and max swap when min > max. */
export const TypedValuesSwap: Story = {
  args: { defaultValue: [100000, 300000] },
  play: async ({ args, canvas, userEvent }) => {
    const low = canvas.getByRole("textbox", { name: "Lägsta pris" });
    await userEvent.click(low);
    await userEvent.clear(low);
    await userEvent.keyboard("500 000");
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith([300000, 500000]);
    await expect(low).toHaveValue("300000");
    await expect(canvas.getByRole("textbox", { name: "Högsta pris" })).toHaveValue("500000");
    await expect(canvas.getByRole("slider", { name: "Högsta pris" })).toHaveAttribute(
      "aria-valuetext",
      kr(500000),
    );
  },
};

/** Typed values outside the bounds are clamped to them. */
export const TypedValuesClamp: Story = {
  args: { defaultValue: [100000, 300000] },
  play: async ({ args, canvas, userEvent }) => {
    const high = canvas.getByRole("textbox", { name: "Högsta pris" });
    await userEvent.click(high);
    await userEvent.clear(high);
    await userEvent.keyboard("2000000{Enter}");
    await expect(args.onChange).toHaveBeenLastCalledWith([100000, 850000]);
    await expect(high).toHaveValue("850000");
  },
};

/** A dragged thumb stops at the other one; the thumbs never cross. */
export const ThumbsMeet: Story = {
  args: { defaultValue: [300000, 400000] },
  play: async ({ args, canvas }) => {
    fireEvent.change(canvas.getByRole("slider", { name: "Lägsta pris" }), {
      target: { value: "600000" },
    });
    await expect(args.onChange).toHaveBeenLastCalledWith([400000, 400000]);
  },
};

export const Mileage: Story = {
  args: {
    label: "Miltal",
    min: 0,
    max: 30000,
    minLabel: "Lägsta miltal",
    maxLabel: "Högsta miltal",
    formatValue: mil,
    unit: "mil",
    defaultValue: [0, 15000],
  },
};

export const WithoutInputs: Story = {
  args: { showInputs: false, defaultValue: [210000, 450000] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("slider")).toHaveLength(2);
    await expect(canvas.queryByRole("textbox")).toBeNull();
  },
};

export const WithHint: Story = {
  args: { hint: "Pris inklusive moms" },
};

export const WithError: Story = {
  args: { error: "Det finns inga bilar i det här prisintervallet", defaultValue: [50000, 58000] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "Pris" })).toHaveAccessibleDescription(
      "Det finns inga bilar i det här prisintervallet",
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: [100000, 600000] },
  play: async ({ canvas }) => {
    for (const slider of canvas.getAllByRole("slider")) await expect(slider).toBeDisabled();
    for (const input of canvas.getAllByRole("textbox")) await expect(input).toBeDisabled();
  },
};

/**
 * The caller debounces: the car list searches 1500 ms after the last change (specs). Here the
 * wait is shortened to keep the test quick; the pattern is the same.
 */
export const DebouncedByCaller: Story = {
  render: function Render(args) {
    const [range, setRange] = useState<[number, number]>([50000, 850000]);
    const [searched, setSearched] = useState<[number, number]>(range);
    useEffect(() => {
      const timer = setTimeout(() => setSearched(range), 300); // 1500 in the car list
      return () => clearTimeout(timer);
    }, [range]);
    return (
      <>
        <RangeSlider {...args} value={range} onChange={setRange} />
        <p>
          Söker: <output>{`${kr(searched[0])} – ${kr(searched[1])}`}</output>
        </p>
      </>
    );
  },
  play: async ({ canvas }) => {
    const high = canvas.getByRole("slider", { name: "Högsta pris" });
    fireEvent.change(high, { target: { value: "610000" } });
    fireEvent.change(high, { target: { value: "602000" } });
    await expect(canvas.getByRole("status")).toHaveTextContent("50 000 kr – 850 000 kr");
    await waitFor(() =>
      expect(canvas.getByRole("status")).toHaveTextContent("50 000 kr – 602 000 kr"),
    );
  },
};

function Showcase() {
  return (
    <Stack>
      <RangeSlider
        label="Pris"
        min={50000}
        max={850000}
        defaultValue={[150000, 450000]}
        minLabel="Lägsta pris"
        maxLabel="Högsta pris"
        formatValue={kr}
        unit="kr"
      />
      <RangeSlider
        label="Miltal"
        min={0}
        max={30000}
        minLabel="Lägsta miltal"
        maxLabel="Högsta miltal"
        formatValue={mil}
        unit="mil"
        showInputs={false}
      />
      <RangeSlider
        label="Effekt"
        min={60}
        max={600}
        defaultValue={[150, 300]}
        minLabel="Lägsta effekt"
        maxLabel="Högsta effekt"
        unit="hk"
        disabled
      />
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
