import type { Meta, StoryObj } from "@storybook/react-vite";
import { forwardRef } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { Button } from "../Button";
import { LinkProvider, type LinkComponentProps } from "./LinkProvider";

const navigate = fn();

/** Stands in for the app's router link: it reports the navigation instead of leaving the page. */
const RecordingLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RecordingLink(
  { href, children, ...rest },
  ref,
) {
  return (
    <a
      ref={ref}
      href={href}
      data-router-link=""
      {...rest}
      onClick={(event) => {
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
});

const meta = {
  title: "Primitives/LinkProvider",
  component: LinkProvider,
  parameters: { layout: "padded" },
  args: { value: RecordingLink, children: null },
} satisfies Meta<typeof LinkProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every design-system link renders through the component the app provides. */
export const RouterLinkInjected: Story = {
  render: (args) => (
    <LinkProvider value={args.value}>
      <Button href="/kop-bil">Se alla bilar</Button>
    </LinkProvider>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Se alla bilar" });
    await expect(link).toHaveAttribute("data-router-link");
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith("/kop-bil");
  },
};

/** Without a provider (Storybook, tests), links are plain anchors. */
export const PlainAnchorByDefault: Story = {
  render: () => <Button href="/kop-bil">Se alla bilar</Button>,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Se alla bilar" })).not.toHaveAttribute(
      "data-router-link",
    );
  },
};
