import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import styled from "styled-components";
import { expect, fn, waitFor } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { Heading } from "../../primitives/Heading";
import { Text } from "../../primitives/Text";
import { space } from "../../theme";
import { storyTranslate } from "../../stories/texts";
import { MessageBanner, type MessageBannerProps } from "./MessageBanner";
import { messageBannerLabels } from "./labels";

const Page = styled.div`
  display: grid;
  gap: ${space.md};
  padding: ${space.lg};
  max-width: 40rem;
`;

const paragraphs = Array.from(
  { length: 12 },
  (_, index) =>
    `Stycke ${index + 1}: Alla bilar i lager är kontrollerade i vår egen verkstad och levereras med minst tre månaders garanti. Boka en provkörning online eller ring närmaste anläggning.`,
);

function WithPage(props: MessageBannerProps) {
  return (
    <main>
      <MessageBanner {...props} />
      <Page>
        <Heading level={1} size="xl">
          Begagnade bilar
        </Heading>
        {paragraphs.map((text) => (
          <Text key={text}>{text}</Text>
        ))}
      </Page>
    </main>
  );
}

/** Dismissing hides it (the app remembers the title for the session). */
function Dismissible(props: MessageBannerProps) {
  const [shown, setShown] = useState(true);
  return shown ? (
    <MessageBanner
      {...props}
      onDismiss={() => {
        props.onDismiss?.();
        setShown(false);
      }}
    />
  ) : (
    <p>Meddelandet är stängt.</p>
  );
}

const meta = {
  title: "Blocks/MessageBanner",
  component: MessageBanner,
  args: {
    title: "Black Week hos Automotive",
    text: "20 % rabatt på alla tillbehör och vinterhjul till och med söndag.",
    link: { href: "/kampanjer/black-week", text: "Se erbjudandena" },
    labels: messageBannerLabels(storyTranslate),
    onDismiss: fn(),
  },
} satisfies Meta<typeof MessageBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default (campaign) look with the CampaignAlert icon; Enter on the close button hides it. */
export const Default: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  render: (args) => <Dismissible {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const region = canvas.getByRole("region", { name: "Meddelande" });
    await expect(region.querySelector('use[href="#fc-icon-CampaignAlert"]')).not.toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Se erbjudandena" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Stäng meddelandet" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole("region", { name: "Meddelande" })).toBeNull();
  },
};

/** Warning: WarningAlert icon, no close button (warnings always show). */
export const Warning: Story = {
  args: {
    type: "Warning",
    title: "Driftstörning i bokningen",
    text: "Just nu går det inte att boka service online. Ring oss på 031-12 34 56 så hjälper vi dig.",
    link: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button")).toBeNull();
    await expect(
      canvas.getByRole("region").querySelector('use[href="#fc-icon-WarningAlert"]'),
    ).not.toBeNull();
  },
};

export const Neutral: Story = {
  args: {
    type: "Neutral",
    title: "Ändrade öppettider i jul",
    text: "Våra anläggningar har stängt 24–26 december. Webbshoppen är öppen som vanligt.",
    link: undefined,
  },
};

export const Dark: Story = {
  args: { type: "Dark", title: "Nya Volvo EX30 finns nu i lager", text: undefined },
};

/** Scrolled: the banner sticks to the top and collapses to one line; at the top it expands. */
export const CollapsedOnScroll: Story = {
  render: (args) => <WithPage {...args} />,
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Meddelande" });
    window.scrollTo({ top: 900, behavior: "instant" });
    await waitFor(() => expect(region).toHaveAttribute("data-collapsed"));
    await expect(region.getBoundingClientRect().top).toBeLessThanOrEqual(1);
    window.scrollTo({ top: 0, behavior: "instant" });
    await waitFor(() => expect(region).not.toHaveAttribute("data-collapsed"));
  },
};

/** A long text on a phone wraps while expanded. */
export const LongTextOnPhone: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  args: {
    title: "Vinterdäcksbyte",
    text: "Från och med 1 december krävs vinterdäck vid vinterväglag. Boka hjulskifte i god tid – vi har extra öppet på lördagar under hela november.",
  },
};

export const AllBrands: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  render: (args) => (
    <InEveryBrand layout="stack" padded={false}>
      {(brand) => (
        <>
          {(["Default", "Neutral", "Dark", "Warning"] as const).map((type) => (
            <MessageBanner
              key={type}
              {...args}
              type={type}
              labels={{ ...args.labels, region: `${type} ${brand.name}` }}
              collapseOnScroll={false}
            />
          ))}
        </>
      )}
    </InEveryBrand>
  ),
};
