import type { Meta, StoryObj } from "@storybook/react-vite";
import type { MouseEvent } from "react";
import { expect, fn, within } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { storyTranslate } from "../../stories/texts";
import { dealerSiteLabels } from "../dealer-site-labels";
import { SiteDetail } from "./SiteDetail";
import { storyHoliday, storySiteDetail } from "./storySites";

const labels = dealerSiteLabels(storyTranslate).detail;

/** Stories stay on their page: the links only report their leads. */
const stayOnPage = (event: MouseEvent) => {
  if ((event.target as HTMLElement).closest("a")) event.preventDefault();
};

const meta = {
  title: "Flows/DealerSite/SiteDetail",
  component: SiteDetail,
  args: {
    site: storySiteDetail({ holiday: storyHoliday }),
    labels,
    back: { href: "/anlaggningar" },
    onLead: fn(),
  },
  argTypes: { site: { control: false }, labels: { control: false } },
  render: (args) => (
    <div onClickCapture={stayOnPage}>
      <SiteDetail {...args} />
    </div>
  ),
} satisfies Meta<typeof SiteDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every section, with the holiday notice (the app passes it only inside the vacation window). */
export const WithHoliday: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("heading", { level: 1, name: "Bilhallen Göteborg" }),
    ).toBeVisible();
    await expect(canvas.getByText("Semesterstängt")).toBeVisible();
    await expect(canvas.getByRole("region", { name: "Karta" })).toHaveTextContent("57.7089°");
  },
};

/** The contact actions report their leads; a department's employees open and close. */
export const LeadsAndStaff: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole("link", { name: "Alla anläggningar" })).toHaveAttribute(
      "href",
      "/anlaggningar",
    );
    await userEvent.click(canvas.getByRole("link", { name: "Ring 031-12 34 50" }));
    await expect(args.onLead).toHaveBeenLastCalledWith({ action: "phone" });
    const sales = canvas.getByRole("article", { name: "Nya bilar" });
    const toggle = within(sales).getByRole("button", { name: "Visa medarbetare (2)" });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(within(sales).getByText("Anna Svensson")).toBeVisible();
    await userEvent.click(within(sales).getByRole("link", { name: "Ring 070-123 45 67" }));
    await expect(args.onLead).toHaveBeenLastCalledWith({
      action: "phone",
      department: "Nya bilar",
    });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.getByRole("heading", { name: "Senast inkomna bilar" })).toBeVisible();
  },
};

/** No holiday, no staff, no photo, no coordinates (the map says the position is approximate). */
export const WithoutStaff: Story = {
  args: {
    site: storySiteDetail({
      image: undefined,
      coordinates: undefined,
      departments: storySiteDetail().departments.map((department) => ({
        ...department,
        staff: [],
      })),
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText("Semesterstängt")).toBeNull();
    await expect(canvas.queryByRole("button", { name: /medarbetare/ })).toBeNull();
    await expect(canvas.getByRole("region", { name: "Karta" })).toHaveTextContent(
      "Ungefärligt läge",
    );
  },
};

/** The Swedish dealer-group site: the service booking button with the site's position. */
export const WithServiceBooking: Story = {
  args: {
    site: storySiteDetail({
      serviceBookingHref: "/service-och-verkstad/boka-bilverkstad?lat=57.70887&lng=11.97456",
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Boka service" })).toHaveAttribute(
      "href",
      "/service-och-verkstad/boka-bilverkstad?lat=57.70887&lng=11.97456",
    );
  },
};

export const AllBrands: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  args: { site: storySiteDetail({ holiday: storyHoliday, latestCars: [] }) },
  render: (args) => <InEveryBrand layout="stack">{() => <SiteDetail {...args} />}</InEveryBrand>,
};
