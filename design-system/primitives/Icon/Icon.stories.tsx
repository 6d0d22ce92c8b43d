import type { Meta, StoryObj } from "@storybook/react-vite";
import styled from "styled-components";
import { expect, fn, waitFor } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { fontSize, space, vars } from "../../theme";
import { Icon, iconSizes, type IconSize } from "./Icon";
import { IconActionButton, iconActionTones } from "./IconActionButton";
import { contentIconNames, iconNames, socialIconNames, uiIconNames, type IconName } from "./icons";

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(7.5rem, 1fr));
  gap: ${space.sm};
  margin: 0 0 ${space.lg};
  padding: 0;
  list-style: none;
`;

const Cell = styled.li`
  display: grid;
  justify-items: center;
  gap: ${space.xs};
  padding: ${space.sm};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.card};
  font-size: ${fontSize.sm};
  text-align: center;
  code {
    overflow-wrap: anywhere;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.md};
  padding: ${space.md};
`;

const OnImage = styled(Row)`
  background: ${vars.color.heroSurface};
  color: ${vars.color.heroText};
`;

const SetTitle = styled.h2`
  margin: 0 0 ${space.sm};
  font-size: ${fontSize.lg};
`;

function IconGrid({ names }: { names: readonly IconName[] }) {
  return (
    <Grid>
      {names.map((name) => (
        <Cell key={name}>
          <Icon name={name} size="lg" />
          <code>{name}</code>
        </Cell>
      ))}
    </Grid>
  );
}

const meta = {
  title: "Primitives/Icon",
  component: Icon,
  parameters: { layout: "padded" },
  args: { name: "Car", size: "lg" },
  argTypes: {
    name: { control: "select", options: iconNames },
    size: { control: "inline-radio", options: Object.keys(iconSizes) },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The whole set with names: content icons (CMS), social glyphs and interface icons. */
export const AllIcons: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  render: () => (
    <>
      <SetTitle>Innehåll</SetTitle>
      <IconGrid names={contentIconNames} />
      <SetTitle>Sociala medier</SetTitle>
      <IconGrid names={socialIconNames} />
      <SetTitle>Gränssnitt</SetTitle>
      <IconGrid names={uiIconNames} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll("svg > use")).toHaveLength(iconNames.length);
  },
};

/** Sizes come from the rem scale; `inherit` follows the surrounding text. */
export const Sizes: Story = {
  render: (args) => (
    <Row>
      {(Object.keys(iconSizes) as IconSize[]).map((size) => (
        <Icon key={size} {...args} size={size} />
      ))}
    </Row>
  ),
};

/** The icon takes `currentColor`: here muted text, and inverse text on a brand band. */
export const CurrentColor: Story = {
  render: () => (
    <>
      <Row style={{ color: vars.color.textMuted }}>
        <Icon name="Phone" /> 08-123 456 78
      </Row>
      <OnImage>
        <Icon name="FuelElectricity" /> Elbil
      </OnImage>
    </>
  ),
};

/** With a title the icon is an image with a name; without, screen readers skip it. */
export const WithTitle: Story = {
  args: { name: "Star", title: "Bil i kampanj" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "Bil i kampanj" })).toBeInTheDocument();
  },
};

/** A CMS string naming no icon (here "Turbo") renders nothing and logs an error. */
export const UnknownCmsName: Story = {
  parameters: { consoleErrors: "allow" },
  render: () => (
    <Row data-testid="row">
      <Icon name="Turbo" fromCms />
      <Icon name="Tire" fromCms />
    </Row>
  ),
  play: async ({ canvas }) => {
    const row = canvas.getByTestId("row");
    await expect(row.querySelectorAll("svg")).toHaveLength(1);
    await expect(row.querySelector('svg > use[href="#fc-icon-Tire"]')).not.toBeNull();
  },
};

/** Icon-only buttons (dismiss, carousel arrows, video toggles): named by a hidden label. */
export const ActionButtons: Story = {
  render: () => (
    <>
      <Row>
        {iconActionTones
          .filter((tone) => tone !== "overlay")
          .map((tone) => (
            <IconActionButton
              key={tone}
              icon="ChevronRight"
              label={`Nästa (${tone})`}
              tone={tone}
            />
          ))}
        <IconActionButton icon="Close" label="Stäng (liten)" size="sm" />
      </Row>
      <OnImage>
        <IconActionButton icon="Pause" label="Pausa video" tone="overlay" />
        <IconActionButton icon="VolumeOff" label="Slå på ljud" tone="overlay" />
      </OnImage>
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    const onClick = fn();
    const button = canvas.getByRole("button", { name: "Pausa video" });
    button.addEventListener("click", onClick);
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Nästa (plain)" })).toHaveFocus();
    button.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(onClick).toHaveBeenCalledOnce());
  },
};

export const AllBrands: Story = {
  parameters: { layout: "fullscreen", chromatic: { modes: allBrandsModes } },
  render: () => (
    <InEveryBrand>
      {() => (
        <Row>
          {(["Car", "FuelElectricity", "Service", "Pin", "Calendar", "Star"] as const).map(
            (name) => (
              <Icon key={name} name={name} size="lg" />
            ),
          )}
          <IconActionButton icon="ChevronRight" label="Nästa" tone="outline" />
          <IconActionButton icon="ArrowUp" label="Till toppen" tone="action" />
        </Row>
      )}
    </InEveryBrand>
  ),
};
