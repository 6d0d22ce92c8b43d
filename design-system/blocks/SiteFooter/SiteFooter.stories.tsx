import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { SiteFooter } from "./SiteFooter";

const meta = {
  title: "Blocks/SiteFooter",
  component: SiteFooter,
  args: {
    navigationLabel: "Sidfot",
    text: "Automotive Sverige AB · Exempelvägen 10, 411 01 Göteborg · Org.nr 556000-0000",
    copyright: "© 2026 Automotive Sverige AB",
    links: [
      { href: "/om-oss", text: "Om oss" },
      { href: "/kontakt", text: "Kontakt" },
      { href: "/integritetspolicy", text: "Integritetspolicy" },
      { href: "/cookies", text: "Cookies" },
    ],
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Sidfot" });
    await expect(nav).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Integritetspolicy" })).toHaveAttribute(
      "href",
      "/integritetspolicy",
    );
  },
};

export const English: Story = {
  args: {
    navigationLabel: "Footer",
    text: "Forecourt Retail UK Ltd · 1 Example Street, Leeds LS1 1AA · Company no. 01234567",
    copyright: "© 2026 Forecourt Retail UK Ltd",
    links: [
      { href: "/about-us", text: "About us" },
      { href: "/contact", text: "Contact" },
      { href: "/privacy", text: "Privacy notice" },
    ],
  },
};

export const WithoutCompanyText: Story = {
  args: { text: undefined },
};

export const WithoutLinks: Story = {
  args: { links: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("navigation")).not.toBeInTheDocument();
  },
};

export const AllBrands: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  render: (args) => (
    <InEveryBrand layout="stack" padded={false}>
      {() => <SiteFooter {...args} />}
    </InEveryBrand>
  ),
};
