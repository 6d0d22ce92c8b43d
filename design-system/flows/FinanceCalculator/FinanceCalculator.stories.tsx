import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { storyTranslate } from "../../stories/texts";
import { FinanceCalculator } from "./FinanceCalculator";
import { financeLabels } from "./labels";
import {
  storyCompanyLeasing,
  storyFinance,
  storyFinanceBase,
  storyLeasingEntries,
  storyLoan,
  storyPrivateLeasing,
} from "./storyFinance";

const labels = financeLabels(storyTranslate);

/** Swedish numbers use no-break spaces: "51 980 kr" as Intl writes it. */
const sv = (text: string) => text.replace(/ /g, "\u00a0");

const meta = {
  title: "Flows/FinanceCalculator",
  component: FinanceCalculator,
  args: { data: storyFinance, labels },
  argTypes: { data: { control: false }, labels: { control: false } },
} satisfies Meta<typeof FinanceCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

const monthlyCost = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>("[aria-live='polite'][data-monthly-cost]");

/**
 * All three options as tabs, the private leasing campaign first. The loan's sliders by
 * keyboard: End takes the most cash down (50 %, rounded to 1000), Home the least (20 %),
 * Page Up a tenth of the way, the period's arrows 12 months.
 */
export const AllOptions: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  play: async ({ canvas, canvasElement }) => {
    const tabs = canvas.getByRole("tablist", { name: "Finansieringsalternativ" });
    await expect(within(tabs).getByRole("tab", { name: "Privatleasing Kampanj" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await userEvent.click(within(tabs).getByRole("tab", { name: "Billån" }));
    const cash = canvas.getByRole("slider", { name: "Kontantinsats" });
    await expect(cash).toHaveAttribute("aria-valuetext", sv("51 980 kr"));
    await expect(monthlyCost(canvasElement)).toHaveTextContent("3 782 kr/mån");
    cash.focus();
    await userEvent.keyboard("{End}");
    await expect(cash).toHaveAttribute("aria-valuetext", sv("130 000 kr"));
    await expect(monthlyCost(canvasElement)).toHaveTextContent("1 410 kr/mån");
    await userEvent.keyboard("{Home}");
    await expect(cash).toHaveAttribute("aria-valuenow", "51980");
    await userEvent.keyboard("{PageUp}");
    await expect(cash).toHaveAttribute("aria-valuenow", "59000");
    await expect(monthlyCost(canvasElement)).toHaveTextContent("3 568 kr/mån");
    await userEvent.keyboard("{Home}{ArrowRight}");
    await expect(cash).toHaveAttribute("aria-valuenow", "52000");
    await userEvent.keyboard("{ArrowLeft}");
    const period = canvas.getByRole("slider", { name: "Avbetalningstid" });
    await expect(period).toHaveAttribute("aria-valuetext", "36 mån");
    period.focus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(period).toHaveAttribute("aria-valuetext", "48 mån");
    await expect(monthlyCost(canvasElement)).toHaveTextContent("3 378 kr/mån");
    await expect(canvas.getByText("Att låna kostar pengar!")).toBeVisible();
  },
};

/** A loan alone: no tabs; the typed down payment strips zeros, clamps and snaps to 1000. */
export const LoanOnly: Story = {
  args: { data: { ...storyFinanceBase, loan: storyLoan } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole("tablist")).toBeNull();
    const input = canvas.getByRole("textbox", { name: "Ange kontantinsats" });
    await userEvent.clear(input);
    await userEvent.type(input, "0060499{Enter}");
    const cash = canvas.getByRole("slider", { name: "Kontantinsats" });
    await expect(cash).toHaveAttribute("aria-valuenow", "60000");
    await expect(input).toHaveValue("60000");
    await userEvent.clear(input);
    await userEvent.type(input, "999999{Enter}");
    await expect(cash).toHaveAttribute("aria-valuenow", "130000");
    await userEvent.clear(input);
    await userEvent.type(input, "5{Enter}");
    await expect(cash).toHaveAttribute("aria-valuenow", "51980");
    await expect(monthlyCost(canvasElement)).toHaveTextContent("3 782 kr/mån");
    await expect(canvas.getByRole("link", { name: /hallakonsument\.se/ })).toHaveAttribute(
      "href",
      "https://www.hallakonsument.se/",
    );
  },
};

/** A loan on a site outside Sweden: no Swedish credit warning. */
export const LoanWithoutCreditWarning: Story = {
  args: { data: { ...storyFinanceBase, creditWarning: false, loan: storyLoan } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText("Att låna kostar pengar!")).toBeNull();
  },
};

/**
 * Company leasing: mileage, contract length and cash amount by keyboard; the cost is without
 * VAT and the mileage is written in mil.
 */
export const CompanyLeasing: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  args: { data: { ...storyFinanceBase, companyLeasing: storyCompanyLeasing } },
  play: async ({ canvas, canvasElement }) => {
    await expect(monthlyCost(canvasElement)).toHaveTextContent("4 401 kr/mån exkl. moms");
    const mileage = canvas.getByRole("slider", { name: "Körsträcka per år" });
    await expect(mileage).toHaveAttribute("aria-valuetext", "1\u00a0500 mil/år");
    mileage.focus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(mileage).toHaveAttribute("aria-valuetext", "2\u00a0000 mil/år");
    await expect(monthlyCost(canvasElement)).toHaveTextContent("4 562 kr/mån");
    await userEvent.keyboard("{ArrowLeft}");
    const length = canvas.getByRole("slider", { name: "Avtalstid" });
    length.focus();
    await userEvent.keyboard("{End}");
    await expect(length).toHaveAttribute("aria-valuetext", "48 mån");
    await expect(monthlyCost(canvasElement)).toHaveTextContent("3 684 kr/mån");
    await userEvent.keyboard("{PageDown}");
    const cash = canvas.getByRole("slider", { name: "Förhöjd första avgift" });
    cash.focus();
    await userEvent.keyboard("{End}");
    await expect(cash).toHaveAttribute("aria-valuetext", sv("62 000 kr"));
    await expect(canvas.getByText("Rörlig ränta")).toBeVisible();
  },
};

/** Private leasing: the index's fixed offer, marked as a campaign. */
export const PrivateLeasing: Story = {
  args: { data: { ...storyFinanceBase, privateLeasing: storyPrivateLeasing } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Privatleasing Kampanj" })).toBeVisible();
    await expect(canvas.getByText("2 475 kr/mån")).toBeVisible();
    await expect(canvas.getByText("1 500 mil/år")).toBeVisible();
    await expect(canvas.queryByRole("slider")).toBeNull();
  },
};

/** The generic leasing entries, with a loan: a tab of cards. */
export const LeasingEntries: Story = {
  args: { data: { ...storyFinanceBase, loan: storyLoan, leasingEntries: storyLeasingEntries } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("tab", { name: "Leasing" }));
    const panel = canvas.getByRole("tabpanel");
    await expect(within(panel).getAllByRole("listitem")).toHaveLength(2);
    await expect(within(panel).getByText("4 401 kr/mån*")).toBeVisible();
  },
};

/** Nothing to offer: nothing rendered. */
export const NoOptions: Story = {
  args: { data: storyFinanceBase },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-finance-calculator]")).toBeNull();
  },
};

export const AllBrands: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  render: (args) => (
    <InEveryBrand layout="stack">{() => <FinanceCalculator {...args} />}</InEveryBrand>
  ),
};
