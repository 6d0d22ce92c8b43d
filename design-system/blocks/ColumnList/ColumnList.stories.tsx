import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { storyTranslate } from "../../stories/texts";
import { ColumnList, type ColumnListColumn } from "./ColumnList";

const columns: ColumnListColumn[] = [
  {
    title: "Köp bil",
    links: [
      { href: "/kop-bil?car_condition=ny", text: "Nya bilar" },
      { href: "/kop-bil?car_condition=begagnad", text: "Begagnade bilar" },
      { href: "/kop-bil?car_fuel=el", text: "Elbilar" },
    ],
  },
  {
    title: "Verkstad",
    links: [
      { href: "/service", text: "Boka service" },
      { href: "/dackhotell", text: "Däckhotell" },
    ],
  },
  {
    title: "Märken",
    links: [
      { href: "/bilmarken/bmw", text: "BMW" },
      { href: "/bilmarken/mini", text: "MINI" },
      { href: "/bilmarken/ford", text: "Ford" },
    ],
  },
  {
    title: "Om oss",
    links: [
      { href: "/om-oss", text: "Om Automotive" },
      { href: "https://jobb.example", text: "Lediga jobb", target: "_blank" },
    ],
  },
];

const meta = {
  title: "Blocks/ColumnList",
  component: ColumnList,
  args: {
    title: "Hitta rätt",
    columns,
    columnCount: 4,
    newTabLabel: storyTranslate("Shell.NewTab"),
  },
  argTypes: { columns: { control: false } },
} satisfies Meta<typeof ColumnList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four columns on wide screens, two on tablets, one on phones. */
export const FourColumns: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvasElement.querySelector("[data-columns]")).toHaveAttribute(
      "data-columns",
      "4",
    );
    await expect(canvas.getAllByRole("heading", { level: 3 })).toHaveLength(4);
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Nya bilar" })).toHaveFocus();
    await expect(canvas.getByRole("link", { name: /Lediga jobb/ })).toHaveAttribute(
      "rel",
      "noopener noreferrer",
    );
  },
};

/** Three columns. */
export const ThreeColumns: Story = {
  args: { columns: columns.slice(0, 3), columnCount: 3 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-columns]")).toHaveAttribute(
      "data-columns",
      "3",
    );
  },
};

/** No authored count: five lists make rows of three. */
export const AutomaticCount: Story = {
  args: {
    columnCount: undefined,
    columns: [...columns, { title: "Finansiering", links: [{ href: "/billan", text: "Billån" }] }],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-columns]")).toHaveAttribute(
      "data-columns",
      "3",
    );
  },
};

/** Without a block title the column titles are h2. */
export const WithoutTitle: Story = {
  args: { title: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("heading", { level: 2 })).toHaveLength(4);
  },
};

export const AllBrands: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  render: (args) => (
    <InEveryBrand layout="stack" padded={false}>
      {() => <ColumnList {...args} />}
    </InEveryBrand>
  ),
};
