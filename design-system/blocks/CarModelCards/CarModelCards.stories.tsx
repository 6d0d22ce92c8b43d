import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { demoPhoto } from "../../primitives/Image/storyImages";
import { CarModelCards, type CarModelCard } from "./CarModelCards";

const photo = (label: string, variant: number) => ({
  src: demoPhoto({ label, variant, width: 1600, height: 1000 }),
  alt: "",
  width: 1600,
  height: 1000,
});

const cards: CarModelCard[] = [
  {
    id: "ex30",
    title: "Volvo EX30",
    text: "Kompakt elbil med stor räckvidd och snabbladdning.",
    image: photo("Volvo EX30", 0),
    href: "/modeller/ex30",
    campaign: "Privatleasing 3 995 kr/mån",
    facts: [
      { label: "Räckvidd", value: "upp till 476 km" },
      { label: "Pris från", value: "399 900 kr" },
      { label: "Laddning", value: "10–80 % på 26 min" },
      { label: "Drivning", value: "Bak- eller fyrhjulsdrift" },
    ],
  },
  {
    id: "i4",
    title: "BMW i4",
    text: "Gran Coupé med elektrisk körglädje.",
    image: photo("BMW i4", 1),
    href: "/modeller/i4",
    facts: [
      { label: "Räckvidd", value: "upp till 590 km" },
      { label: "Pris från", value: "599 000 kr" },
    ],
  },
  {
    id: "kuga",
    title: "Ford Kuga Plug-in Hybrid",
    text: "Rymlig laddhybrid för familjen.",
    image: photo("Ford Kuga", 2),
    href: "/modeller/kuga",
    campaign: "Kampanj",
    facts: [{ label: "Elräckvidd", value: "upp till 69 km" }],
  },
];

const meta = {
  title: "Blocks/CarModelCards",
  component: CarModelCards,
  args: { title: "Populära modeller", cards },
  argTypes: { cards: { control: false } },
} satisfies Meta<typeof CarModelCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cards with photo, campaign badge, text and up to four facts; the whole card is the link. */
export const Default: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  play: async ({ canvas, userEvent }) => {
    const items = canvas.getAllByRole("listitem");
    await expect(items).toHaveLength(3);
    const first = within(items[0] as HTMLElement);
    await expect(first.getByRole("link", { name: "Volvo EX30" })).toHaveAttribute(
      "href",
      "/modeller/ex30",
    );
    await expect(first.getByText("Privatleasing 3 995 kr/mån")).toBeVisible();
    await expect(first.getAllByRole("term")).toHaveLength(4);
    await userEvent.tab();
    await expect(first.getByRole("link", { name: "Volvo EX30" })).toHaveFocus();
  },
};

/** Without campaigns: no badges. */
export const WithoutCampaigns: Story = {
  args: { cards: cards.map((card) => ({ ...card, campaign: undefined })) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText("Kampanj")).toBeNull();
  },
};

/** Without a section title the card titles are h2. */
export const WithoutTitle: Story = {
  args: { title: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("heading", { level: 2 })).toHaveLength(3);
  },
};

/** Cards without photos or facts, and without links. */
export const TextOnly: Story = {
  args: {
    cards: cards.map(({ image: _image, facts: _facts, href: _href, ...card }) => card),
  },
};

/** Many models wrap onto further rows. */
export const ManyModels: Story = {
  args: {
    cards: [...cards, ...cards].map((card, index) => ({ ...card, id: `${card.id}-${index}` })),
  },
};

/** No cards: nothing renders. */
export const Empty: Story = {
  args: { cards: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("list")).toBeNull();
  },
};

export const AllBrands: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  render: (args) => (
    <InEveryBrand layout="stack" padded={false}>
      {() => <CarModelCards {...args} />}
    </InEveryBrand>
  ),
};
