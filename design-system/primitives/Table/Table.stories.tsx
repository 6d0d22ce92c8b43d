import type { Meta, StoryObj } from "@storybook/react-vite";
import styled from "styled-components";
import { expect, waitFor } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { Table, type TableColumn, type TableProps } from "./Table";

interface Car {
  model: string;
  range: string;
  battery: string;
  charging: string;
  power: string;
  price: string;
}

const cars: Car[] = [
  {
    model: "Volvo EX30",
    range: "476 km",
    battery: "69 kWh",
    charging: "153 kW",
    power: "272 hk",
    price: "449 900 kr",
  },
  {
    model: "Kia EV6",
    range: "528 km",
    battery: "77,4 kWh",
    charging: "233 kW",
    power: "229 hk",
    price: "529 900 kr",
  },
  {
    model: "Volkswagen ID.4",
    range: "522 km",
    battery: "77 kWh",
    charging: "135 kW",
    power: "286 hk",
    price: "489 900 kr",
  },
  {
    model: "Tesla Model Y",
    range: "533 km",
    battery: "75 kWh",
    charging: "250 kW",
    power: "299 hk",
    price: "499 990 kr",
  },
];

const carColumns: TableColumn<Car>[] = [
  { key: "model", header: "Modell", rowHeader: true },
  { key: "range", header: "Räckvidd (WLTP)", align: "end" },
  { key: "battery", header: "Batteri", align: "end" },
  { key: "charging", header: "Laddeffekt DC", align: "end" },
  { key: "power", header: "Effekt", align: "end" },
  { key: "price", header: "Pris från", align: "end" },
];

interface Hours {
  day: string;
  hours: string;
}

const hours: Hours[] = [
  { day: "Måndag–fredag", hours: "07:00–17:00" },
  { day: "Lördag", hours: "10:00–14:00" },
  { day: "Söndag", hours: "Stängt" },
];

const Narrow = styled.div`
  max-width: 20rem;
`;

const meta = {
  title: "Primitives/Table",
  component: Table,
  parameters: { layout: "padded" },
  args: {
    caption: "Elbilar i lager: räckvidd och pris",
    columns: carColumns as TableColumn<unknown>[],
    rows: cars,
  },
  argTypes: { columns: { control: false }, rows: { control: false } },
} satisfies Meta<TableProps<unknown>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Elbilar i lager: räckvidd och pris" });
    await expect(table.querySelectorAll('th[scope="col"]')).toHaveLength(6);
    await expect(table.querySelectorAll('th[scope="row"]')).toHaveLength(4);
  },
};

export const Zebra: Story = {
  tags: ["visual"],
  args: { zebra: true },
  parameters: { chromatic: { modes: brandModes } },
};

/** Few columns: `autoWidth` keeps the table as wide as its content (opening hours). */
export const AutoWidth: Story = {
  args: {
    caption: "Öppettider verkstad",
    columns: [
      { key: "day", header: "Dag", rowHeader: true },
      { key: "hours", header: "Öppet" },
    ] as TableColumn<unknown>[],
    rows: hours,
    autoWidth: true,
    zebra: true,
  },
};

/**
 * On a narrow screen the table scrolls sideways: the scroll box becomes a region named by the
 * caption, and a tab stop so keyboard users can scroll it with the arrow keys.
 */
export const Overflowing: Story = {
  decorators: [
    (Story) => (
      <Narrow>
        <Story />
      </Narrow>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    const region = await waitFor(() =>
      canvas.getByRole("region", { name: "Elbilar i lager: räckvidd och pris" }),
    );
    await expect(region).toHaveAttribute("tabindex", "0");
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};

/** When it fits, the scroll box is neither a region nor a tab stop. */
export const Fitting: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("region")).toBeNull();
  },
};

export const AllBrands: Story = {
  parameters: { layout: "fullscreen", chromatic: { modes: allBrandsModes } },
  render: (args) => (
    <InEveryBrand>
      {() => (
        <Table
          {...args}
          zebra
          caption="Öppettider"
          columns={
            [
              { key: "day", header: "Dag", rowHeader: true },
              { key: "hours", header: "Öppet" },
            ] as TableColumn<unknown>[]
          }
          rows={hours}
        />
      )}
    </InEveryBrand>
  ),
};
