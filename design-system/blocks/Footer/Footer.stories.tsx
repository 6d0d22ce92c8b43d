import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { storyTranslate, storyTranslator } from "../../stories/texts";
import { Footer, type FooterBrand } from "./Footer";
import { footerLabels } from "./labels";

/** A wordmark standing in for a brand logo (stories run without network). */
function wordmark(name: string, width = 120): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="40" viewBox="0 0 ${width} 40">` +
    `<rect x="1" y="1" width="${width - 2}" height="38" rx="6" fill="none" stroke="#1d2b36" stroke-width="2"/>` +
    `<text x="${width / 2}" y="26" font-family="sans-serif" font-size="15" font-weight="700" text-anchor="middle" fill="#1d2b36">${name}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Not an image: the browser fails to decode it, without a network request. */
const brokenImage = "data:image/png;base64,AAAA";

const brand = (name: string): FooterBrand => ({
  name,
  href: `/kop-bil?car_brand=${encodeURIComponent(name)}`,
  logoSrc: wordmark(name),
});

const brands = ["Volvo", "BMW", "Kia", "Polestar", "Toyota", "Volkswagen", "MG"].map(brand);

const columns = [
  {
    title: "Köpa bil",
    description: "Nya och begagnade bilar från våra anläggningar.",
    links: [
      { href: "/kop-bil", text: "Alla bilar i lager" },
      { href: "/elbilar", text: "Elbilar" },
      { href: "/finansiering", text: "Billån och leasing" },
    ],
  },
  {
    title: "Service och verkstad",
    links: [
      { href: "/service", text: "Boka service" },
      { href: "/dackhotell", text: "Däckhotell" },
      { href: "/skadeverkstad", text: "Skadeverkstad" },
    ],
  },
  {
    title: "Om oss",
    links: [
      { href: "/om-oss", text: "Om Automotive" },
      { href: "/jobb", text: "Lediga jobb" },
      { href: "https://press.example.com", text: "Press", target: "_blank" },
    ],
  },
  {
    title: "Kundservice",
    description: "Vardagar 8–17, lördagar 10–14.",
    links: [
      { href: "/kontakt", text: "Kontakta oss" },
      { href: "tel:+4631123456", text: "031-12 34 56" },
    ],
  },
];

const meta = {
  title: "Blocks/Footer",
  component: Footer,
  args: {
    labels: footerLabels(storyTranslate),
    brandsHeading: "Våra bilmärken",
    brands,
    columns,
    highlightedLink: { href: "/service", text: "Boka service online" },
    socialLinks: [
      {
        name: "Facebook",
        href: "https://facebook.com/automotive",
        icon: "Facebook",
        target: "_blank",
      },
      {
        name: "Instagram",
        href: "https://instagram.com/automotive",
        icon: "Instagram",
        target: "_blank",
      },
      {
        name: "YouTube",
        href: "https://youtube.com/@automotive",
        icon: "YouTube",
        target: "_blank",
      },
      {
        name: "LinkedIn",
        href: "https://linkedin.com/company/automotive",
        icon: "LinkedIn",
        target: "_blank",
      },
    ],
    infoField1: {
      heading: "Automotive Sverige AB",
      text: "Exempelvägen 10\n411 01 Göteborg\n\nOrg.nr 556000-0000",
    },
    infoField2: {
      heading: "Öppettider",
      text: "Försäljning: mån–fre 9–18, lör 10–15\nVerkstad: mån–fre 7–17",
    },
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything: logos, four columns, highlighted link, social links and both info fields. */
export const Default: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole("contentinfo")).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Volvo" })).toHaveAttribute(
      "href",
      "/kop-bil?car_brand=Volvo",
    );
    const nav = canvas.getByRole("navigation", { name: "Sidfot" });
    await expect(nav).toBeInTheDocument();
    await expect(
      canvas.getByRole("link", { name: "Instagram (öppnas i ny flik)" }),
    ).toHaveAttribute("target", "_blank");
    await expect(canvas.getByRole("list", { name: "Följ oss" })).toBeInTheDocument();
    // The logos are the first stops in the tab order.
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Volvo" })).toHaveFocus();
  },
};

/** With one or two link columns, each spans two grid tracks so the row is filled. */
export const TwoColumns: Story = {
  args: { columns: columns.slice(0, 2), brands: [], brandsHeading: undefined },
  play: async ({ canvas }) => {
    const item = canvas.getByRole("heading", { name: "Köpa bil" }).closest("li");
    await expect(item).toHaveAttribute("data-span", "2");
    if (window.innerWidth >= 640) {
      await expect(item && getComputedStyle(item).gridColumnStart).toBe("span 2");
    }
  },
};

/** Three or more columns take one track each. */
export const ThreeColumns: Story = {
  args: { columns: columns.slice(0, 3) },
  play: async ({ canvas }) => {
    const item = canvas.getByRole("heading", { name: "Köpa bil" }).closest("li");
    await expect(item).toHaveAttribute("data-span", "1");
    await expect(item && getComputedStyle(item).gridColumnStart).not.toBe("span 2");
  },
};

/** The first info field spans the full row (InfoFieldOneChildFullWidth). */
export const InfoFieldOneFullWidth: Story = {
  args: {
    infoFieldOneFullWidth: true,
    infoField1: {
      heading: "Om Automotive",
      text: "Automotive Sverige är en av landets största bilhandlare med 24 anläggningar från Malmö till Luleå. Vi säljer och servar nya och begagnade bilar av ett tiotal märken.",
    },
  },
};

/**
 * A logo that cannot be loaded falls back to the black-and-white logo; without a working
 * fallback the brand is hidden, leaving no broken image or nameless link.
 */
export const BrandLogoLoadError: Story = {
  args: {
    brands: [
      brand("Volvo"),
      { ...brand("Kia"), logoSrc: brokenImage, fallbackLogoSrc: wordmark("KIA b/w") },
      { ...brand("Saab"), logoSrc: brokenImage },
      brand("Toyota"),
    ],
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.queryByRole("link", { name: "Saab" })).toBeNull());
    await expect(canvas.getByRole("link", { name: "Volvo" })).toBeInTheDocument();
    await waitFor(() =>
      expect(canvas.getByRole("img", { name: "Kia" })).toHaveAttribute("src", wordmark("KIA b/w")),
    );
  },
};

/** No brand row (ShowBrands off or no car list path), no social links. */
export const WithoutBrandsAndSocialLinks: Story = {
  args: { brands: [], socialLinks: [], highlightedLink: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("heading", { name: "Våra bilmärken" })).toBeNull();
    await expect(canvas.queryByRole("list", { name: "Följ oss" })).toBeNull();
  },
};

/** Only the info fields: the smallest footer a site can author. */
export const InfoFieldsOnly: Story = {
  args: { brands: [], columns: [], socialLinks: [], highlightedLink: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("navigation")).toBeNull();
    await expect(canvas.getByRole("heading", { name: "Öppettider" })).toBeInTheDocument();
  },
};

/** English copy (Forecourt Retail UK). */
export const English: Story = {
  args: {
    labels: footerLabels(storyTranslator("en", "en-GB")),
    brandsHeading: "Shop by brand",
    brands: ["Ford", "Vauxhall", "Nissan", "Kia"].map((name) => ({
      name,
      href: `/used-cars?car_brand=${name}`,
      logoSrc: wordmark(name),
    })),
    columns: [
      {
        title: "Buying",
        links: [
          { href: "/used-cars", text: "Used cars" },
          { href: "/finance", text: "Car finance" },
        ],
      },
      { title: "Help", links: [{ href: "/contact", text: "Contact us" }] },
    ],
    highlightedLink: { href: "/sell-your-car", text: "Value your car" },
    infoField1: { heading: "Forecourt Retail UK Ltd", text: "1 Example Street, Leeds LS1 1AA" },
    infoField2: { text: "Company no. 01234567 · Authorised and regulated by the FCA" },
  },
};

export const AllBrands: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  render: (args) => (
    <InEveryBrand layout="stack" padded={false}>
      {() => <Footer {...args} brands={args.brands?.slice(0, 4)} />}
    </InEveryBrand>
  ),
};
