import type { Meta, StoryObj } from "@storybook/react-vite";
import styled from "styled-components";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { space } from "../../theme";
import { Accordion, type AccordionItem } from "./Accordion";

const Frame = styled.div`
  max-width: 48rem;
  padding: ${space.lg};
`;

const faq: AccordionItem[] = [
  {
    id: "warranty",
    title: "Vilken garanti ingår när jag köper en begagnad bil?",
    content: (
      <p>
        Alla bilar har minst 12 månaders garanti. Bilar yngre än fem år har 24 månader, och du kan
        förlänga garantin vid köpet.
      </p>
    ),
  },
  {
    id: "trade-in",
    title: "Kan jag byta in min nuvarande bil?",
    content: (
      <p>
        Ja. Värdera din bil online så ger vi ett bindande bud efter en kort kontroll på plats.{" "}
        <a href="#vardera">Värdera din bil</a>
      </p>
    ),
  },
  {
    id: "delivery",
    title: "Levererar ni bilen hem till mig?",
    content: <p>Vi levererar i hela Sverige. Hemleverans kostar från 995 kr.</p>,
  },
  {
    id: "financing",
    title: "Hur fungerar billån och leasing?",
    content: (
      <p>Du ansöker direkt hos oss och får besked inom några minuter. Att låna kostar pengar!</p>
    ),
  },
];

const meta = {
  title: "Primitives/Accordion",
  component: Accordion,
  args: { items: faq, onValueChange: fn() },
  argTypes: { items: { control: false } },
  render: (args) => (
    <Frame>
      <Accordion {...args} />
    </Frame>
  ),
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One open at a time: opening an item closes the other; arrows move between headers. */
export const SingleOpen: Story = {
  play: async ({ args, canvas, step }) => {
    const header = (name: RegExp) => canvas.getByRole("button", { name });
    await step("Enter opens the first item", async () => {
      await userEvent.tab();
      await expect(header(/garanti/)).toHaveFocus();
      await userEvent.keyboard("{Enter}");
      await expect(header(/garanti/)).toHaveAttribute("aria-expanded", "true");
    });
    await step("Arrow Down, then Space opens the next and closes the first", async () => {
      await userEvent.keyboard("{ArrowDown}");
      await expect(header(/byta in/)).toHaveFocus();
      await userEvent.keyboard(" ");
      await expect(header(/byta in/)).toHaveAttribute("aria-expanded", "true");
      await expect(header(/garanti/)).toHaveAttribute("aria-expanded", "false");
      await expect(args.onValueChange).toHaveBeenLastCalledWith(["trade-in"]);
    });
    await step("Tab goes into the open panel's link", async () => {
      await userEvent.tab();
      await waitFor(() =>
        expect(canvas.getByRole("link", { name: "Värdera din bil" })).toHaveFocus(),
      );
    });
    await step("End and Home jump to the last and first header", async () => {
      header(/byta in/).focus();
      await userEvent.keyboard("{End}");
      await expect(header(/billån/)).toHaveFocus();
      await userEvent.keyboard("{Home}");
      await expect(header(/garanti/)).toHaveFocus();
    });
  },
};

/** `allowMultiple`: items open independently. */
export const MultipleOpen: Story = {
  args: { allowMultiple: true, defaultValue: ["warranty"] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: /hem till mig/ }));
    await expect(canvas.getByRole("button", { name: /garanti/ })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(canvas.getByRole("button", { name: /hem till mig/ })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  },
};

/** Headers as h2 in a page where the accordion is a top-level section. */
export const HeadingLevel: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("heading", { level: 2 })).toHaveLength(faq.length);
  },
};

export const Showcase: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  args: { defaultValue: ["trade-in"] },
};

export const AllBrands: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  render: (args) => (
    <InEveryBrand>
      {() => <Accordion {...args} items={faq.slice(0, 3)} defaultValue={["warranty"]} />}
    </InEveryBrand>
  ),
};
