import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import styled from "styled-components";
import { expect, fn, userEvent } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { space, vars } from "../../theme";
import { Tabs, type TabItem } from "./Tabs";

const Frame = styled.div`
  max-width: 40rem;
  padding: ${space.lg};
`;

const MapPlaceholder = styled.div`
  display: grid;
  place-items: center;
  min-height: 12rem;
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.textMuted};
`;

const DealerList = () => (
  <ul>
    <li>Bilhallen Göteborg, Hisings Backa – 3,2 km</li>
    <li>Bilhallen Mölndal – 7,8 km</li>
    <li>Bilhallen Kungsbacka – 24 km</li>
  </ul>
);

const locatorItems: TabItem[] = [
  { value: "panel", label: "Lista", panel: <DealerList /> },
  {
    value: "map",
    label: "Karta",
    panel: <MapPlaceholder>Karta över 3 anläggningar</MapPlaceholder>,
  },
];

const detailItems: TabItem[] = [
  {
    value: "overview",
    label: "Översikt",
    panel: <p>Volvo XC60 Recharge T6 AWD, 2021, 4 200 mil, laddhybrid, automat.</p>,
  },
  { value: "equipment", label: "Utrustning", panel: <p>Panoramatak, dragkrok, 360°-kamera.</p> },
  {
    value: "history",
    label: "Historik",
    panel: <p>Två ägare, servad hos auktoriserad verkstad.</p>,
  },
  { value: "financing", label: "Finansiering", panel: <p>Från 3 495 kr/mån.</p>, disabled: true },
];

const meta = {
  title: "Primitives/Tabs",
  component: Tabs,
  args: { items: detailItems, label: "Om bilen", onValueChange: fn() },
  argTypes: { items: { control: false } },
  render: (args) => (
    <Frame>
      <Tabs {...args} />
    </Frame>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move and select (skipping the disabled tab), Home and End jump, Tab goes in. */
export const Keyboard: Story = {
  play: async ({ args, canvas, step }) => {
    const tab = (name: string) => canvas.getByRole("tab", { name });
    await step("One tab stop: the selected tab", async () => {
      await userEvent.tab();
      await expect(tab("Översikt")).toHaveFocus();
    });
    await step("Arrows select the next and previous tab", async () => {
      await userEvent.keyboard("{ArrowRight}");
      await expect(tab("Utrustning")).toHaveFocus();
      await expect(tab("Utrustning")).toHaveAttribute("aria-selected", "true");
      await expect(canvas.getByRole("tabpanel")).toHaveTextContent("Panoramatak");
      await userEvent.keyboard("{ArrowRight}{ArrowRight}");
      await expect(tab("Översikt")).toHaveFocus();
      await userEvent.keyboard("{ArrowLeft}");
      await expect(tab("Historik")).toHaveFocus();
    });
    await step("Home and End", async () => {
      await userEvent.keyboard("{Home}");
      await expect(tab("Översikt")).toHaveFocus();
      await userEvent.keyboard("{End}");
      await expect(tab("Historik")).toHaveFocus();
      await expect(args.onValueChange).toHaveBeenLastCalledWith("history");
    });
    await step("Tab moves into the panel", async () => {
      await userEvent.tab();
      await expect(canvas.getByRole("tabpanel", { name: "Historik" })).toHaveFocus();
    });
  },
};

/** A disabled tab can be seen but not selected. */
export const DisabledTab: Story = {
  play: async ({ args, canvas }) => {
    const financing = canvas.getByRole("tab", { name: "Finansiering" });
    await expect(financing).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(financing);
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** The locator's Panel/Map switch below 1024 px: two fitted tabs sharing the width. */
export const LocatorSwitch: Story = {
  args: { items: locatorItems, label: "Visa som", fitted: true },
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole("tab", { name: "Lista" });
    const map = canvas.getByRole("tab", { name: "Karta" });
    await expect(Math.round(list.getBoundingClientRect().width)).toBe(
      Math.round(map.getBoundingClientRect().width),
    );
    await userEvent.click(map);
    await expect(canvas.getByText("Karta över 3 anläggningar")).toBeVisible();
    // The list panel stays mounted (hidden), keeping its state.
    await expect(canvas.getByText(/Bilhallen Mölndal/)).not.toBeVisible();
  },
};

function ControlledTabs(args: Parameters<typeof Tabs>[0]) {
  const [value, setValue] = useState("map");
  return (
    <Frame>
      <Tabs
        {...args}
        value={value}
        onValueChange={(next) => {
          args.onValueChange?.(next);
          setValue(next);
        }}
      />
      <p>Vald flik: {value}</p>
    </Frame>
  );
}

/** Controlled: the parent keeps the selected tab (e.g. in the URL). */
export const Controlled: Story = {
  args: { items: locatorItems, label: "Visa som", fitted: true },
  render: (args) => <ControlledTabs {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("tab", { name: "Karta" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await userEvent.click(canvas.getByRole("tab", { name: "Lista" }));
    await expect(canvas.getByText("Vald flik: panel")).toBeVisible();
  },
};

export const Showcase: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  render: (args) => (
    <Frame>
      <Tabs {...args} defaultValue="equipment" />
      <Tabs items={locatorItems} label="Visa som" fitted />
    </Frame>
  ),
};

export const AllBrands: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  render: (args) => <InEveryBrand>{() => <Tabs {...args} />}</InEveryBrand>,
};
