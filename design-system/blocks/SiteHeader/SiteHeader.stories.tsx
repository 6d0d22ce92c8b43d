import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { brandThemes } from "../../../brand-themes";
import { brandFromGlobals, InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { SiteHeader } from "./SiteHeader";

const DefaultLogo = brandThemes["automotive-se"].Logo;

const meta = {
  title: "Blocks/SiteHeader",
  component: SiteHeader,
  args: {
    // Replaced by the logo of the brand chosen in the toolbar (see render).
    logo: <DefaultLogo />,
    // "%s" becomes the brand name, as in the app's ui-texts ("%s, till startsidan").
    homeLabel: "%s, till startsidan",
    navigationLabel: "Huvudmeny",
    links: [
      { href: "/kop-bil", text: "Köp bil" },
      { href: "/salja-bil", text: "Sälj bil" },
      { href: "/service", text: "Service & verkstad" },
      { href: "/om-oss", text: "Om oss" },
      { href: "/kontakt", text: "Kontakt" },
    ],
  },
  argTypes: { logo: { control: false } },
  render: (args, { globals }) => {
    const { Logo, name } = brandFromGlobals(globals);
    return (
      <SiteHeader
        {...args}
        logo={<Logo title={name} />}
        homeLabel={args.homeLabel.replace("%s", name)}
      />
    );
  },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The logo follows the brand chosen in the toolbar. */
export const Default: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: /till startsidan$/ })).toHaveAttribute(
      "href",
      "/",
    );
    const nav = canvas.getByRole("navigation", { name: "Huvudmeny" });
    await expect(nav).toBeInTheDocument();
  },
};

/** The link of the page being shown is marked as current (underlined, aria-current="page"). */
export const CurrentPage: Story = {
  args: {
    links: [
      { href: "/kop-bil", text: "Köp bil", current: true },
      { href: "/salja-bil", text: "Sälj bil" },
      { href: "/service", text: "Service & verkstad" },
      { href: "/kontakt", text: "Kontakt" },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Köp bil" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  },
};

/** At 320px the links wrap below the logo. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
};

/** A site without navigation links shows only the logo (no empty navigation landmark). */
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
      {(brand) => (
        <SiteHeader
          {...args}
          logo={<brand.Logo title={brand.name} />}
          homeLabel={args.homeLabel.replace("%s", brand.name)}
        />
      )}
    </InEveryBrand>
  ),
};
