import type { Meta, StoryObj } from "@storybook/react-vite";
import styled from "styled-components";
import { expect } from "storybook/test";
import { brandIds } from "../../brand-themes";
import type { BrandThemeWithData } from "../../brand-themes/theme-data";
import { InEveryBrand } from "../../.storybook/brands";
import { allBrandsModes } from "../../.storybook/modes";
import { Button } from "../primitives/Button";
import { Heading } from "../primitives/Heading";
import { cssVariableName, tokenContract, type TokenGroup } from "./contract";
import { fontSize, space } from "./scales";
import { vars } from "./vars";

const Card = styled.div`
  display: grid;
  gap: ${space.md};
`;

const FontSample = styled.p<{ $font: "heading" | "body" }>`
  margin: 0;
  font-family: ${({ $font }) => vars.font[$font]};
  font-weight: ${({ $font }) => vars.fontWeight[$font]};
  text-transform: ${({ $font }) => ($font === "heading" ? vars.textTransform.heading : "none")};
  font-size: ${({ $font }) => ($font === "heading" ? fontSize.xl : fontSize.md)};
  small {
    display: block;
    font-family: ui-monospace, monospace;
    font-size: ${fontSize.sm};
    font-weight: 400;
    text-transform: none;
  }
`;

const Swatches = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr));
  gap: ${space.xs};
  margin: 0;
  font-size: ${fontSize.sm};
  div {
    display: grid;
    grid-template-columns: 1.75rem 1fr;
    gap: 0 ${space.xs};
    align-items: center;
  }
  dt {
    grid-column: 2;
    font-weight: 700;
  }
  dd {
    grid-column: 2;
    margin: 0;
    font-family: ui-monospace, monospace;
  }
`;

const Swatch = styled.span<{ $value: string }>`
  grid-row: 1 / span 2;
  width: 1.75rem;
  height: 1.75rem;
  border-radius: 50%;
  border: 1px solid #8a8f98;
  background: ${({ $value }) => $value};
`;

const Table = styled.table`
  border-collapse: collapse;
  font-size: ${fontSize.sm};
  margin: ${space.md};
  th,
  td {
    text-align: left;
    padding: ${space.xxs} ${space.sm};
    border-bottom: 1px solid ${vars.color.border};
  }
  code {
    font-family: ui-monospace, monospace;
  }
`;

function BrandCard({ brand }: { brand: BrandThemeWithData }) {
  const { tokens } = brand;
  return (
    <Card>
      <brand.Logo title={brand.name} />
      <FontSample $font="heading">
        Nya Volvo EX30 i lager
        <small>{tokens.font.heading}</small>
      </FontSample>
      <FontSample $font="body">
        Boka provkörning, värdera din bil och välj finansiering: allt på ett ställe.
        <small>{tokens.font.body}</small>
      </FontSample>
      <div>
        <Button>Boka provkörning</Button>
      </div>
      <Swatches aria-label={`${brand.name}: colours`}>
        {tokenContract.color.map((name) => (
          <div key={name}>
            <Swatch $value={tokens.color[name]} aria-hidden="true" />
            <dt>{name}</dt>
            <dd>{tokens.color[name]}</dd>
          </div>
        ))}
      </Swatches>
      <p>
        Radius {tokens.radius.action} / {tokens.radius.card} · weights {tokens.fontWeight.body} /{" "}
        {tokens.fontWeight.heading} / {tokens.fontWeight.action} · uppercase headings:{" "}
        {tokens.textTransform.heading === "uppercase" ? "yes" : "no"}
      </p>
    </Card>
  );
}

const meta = {
  title: "Theme/Brands",
  parameters: { layout: "fullscreen" },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every brand's logo, fonts, primary action and colour tokens, side by side. */
export const Overview: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  render: () => <InEveryBrand>{(brand) => <BrandCard brand={brand} />}</InEveryBrand>,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("img")).toHaveLength(brandIds.length);
  },
};

/** The token contract: every token a brand must give, and the CSS custom property it sets. */
export const TokenContract: Story = {
  render: () => (
    <Table>
      <caption>
        <Heading level={2} size="lg">
          Token contract
        </Heading>
      </caption>
      <thead>
        <tr>
          <th scope="col">Group</th>
          <th scope="col">Token</th>
          <th scope="col">CSS custom property</th>
        </tr>
      </thead>
      <tbody>
        {(Object.keys(tokenContract) as TokenGroup[]).flatMap((group) =>
          tokenContract[group].map((name) => (
            <tr key={`${group}.${name}`}>
              <td>{group}</td>
              <td>{name}</td>
              <td>
                <code>{cssVariableName(group, name)}</code>
              </td>
            </tr>
          )),
        )}
      </tbody>
    </Table>
  ),
};
