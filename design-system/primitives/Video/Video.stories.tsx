import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import styled from "styled-components";
import { expect, fn, waitFor } from "storybook/test";
import { demoVideoBase64 } from "../../../api-adapters/mocks/demo-video";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { space } from "../../theme";
import { Button } from "../Button";
import { demoPhoto } from "../Image/storyImages";
import { storyTranslate } from "../../stories/texts";
import { Video } from "./Video";
import { videoLabels } from "./labels";

/*
 * The video is the demo's own small MP4 as a data URL (Storybook runs offline): it really plays,
 * and the play/pause toggle follows the element's play and pause events.
 */

const Frame = styled.div`
  max-width: 40rem;
`;

const Stack = styled.div`
  display: grid;
  gap: ${space.md};
`;

const meta = {
  title: "Primitives/Video",
  component: Video,
  parameters: { layout: "padded" },
  args: {
    src: `data:video/mp4;base64,${demoVideoBase64}`,
    poster: demoPhoto({ label: "Nya Volvo EX90" }),
    label: "Nya Volvo EX90 på vinterväg",
    onPlayingChange: fn(),
    onMutedChange: fn(),
    labels: videoLabels(storyTranslate),
  },
  decorators: [
    (Story, { parameters }) =>
      parameters.wide ? (
        <Story />
      ) : (
        <Frame>
          <Story />
        </Frame>
      ),
  ],
} satisfies Meta<typeof Video>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paused on its poster, with play and sound toggles. */
export const Default: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
};

/**
 * Keyboard: Tab to the toggles, Enter and Space switch them; the label always says what the
 * button will do next.
 */
export const KeyboardToggles: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Spela video" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onPlayingChange).toHaveBeenCalledWith(true);
    await waitFor(() => expect(canvas.getByRole("button", { name: "Pausa video" })).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Slå på ljud" })).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(args.onMutedChange).toHaveBeenCalledWith(false);
    await expect(canvas.getByRole("button", { name: "Stäng av ljud" })).toBeInTheDocument();
  },
};

/** Autoplay (muted). Under reduced motion it stays paused until play is pressed. */
export const Autoplay: Story = {
  args: { autoPlay: true, loop: true },
};

/** A hero slide controls the video: it plays only while its slide is active. */
export const ControlledBySlide: Story = {
  render: function Render(args) {
    const [active, setActive] = useState(false);
    const [userPaused, setUserPaused] = useState(false);
    return (
      <Stack>
        <div>
          <Button variant="Secondary" onClick={() => setActive((a) => !a)}>
            {active ? "Gå till nästa bild" : "Visa videobilden"}
          </Button>
        </div>
        <Video
          {...args}
          playing={active && !userPaused}
          onPlayingChange={(next) => {
            args.onPlayingChange?.(next);
            setUserPaused(!next);
          }}
        />
      </Stack>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole("button", { name: "Spela video" })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Visa videobilden" }));
    await canvas.findByRole("button", { name: "Pausa video" });
    await userEvent.click(canvas.getByRole("button", { name: "Gå till nästa bild" }));
    await canvas.findByRole("button", { name: "Spela video" });
  },
};

/** Without media buttons (HasMediaButtons off): a silent background loop. */
export const WithoutControls: Story = {
  args: { showControls: false, autoPlay: true, loop: true, label: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

export const AllBrands: Story = {
  parameters: { wide: true, layout: "fullscreen", chromatic: { modes: allBrandsModes } },
  render: (args) => <InEveryBrand>{() => <Video {...args} />}</InEveryBrand>,
};
