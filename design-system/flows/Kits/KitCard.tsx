import styled, { css } from "styled-components";
import { fontSize, space, vars } from "../../theme";
import { Button } from "../../primitives/Button";
import { Image } from "../../primitives/Image";
import { VisuallyHidden } from "../../primitives/VisuallyHidden";
import { categoryPath, kitPrice } from "./format";
import { KitPlaceholder } from "./KitPlaceholder";
import { kitPlaceholderIndexes } from "./rules";
import type { Kit, KitCatalogueLabels, KitLayout } from "./types";

export interface KitCardProps {
  kit: Kit;
  layout: KitLayout;
  inCart: boolean;
  onToggleCart: (kit: Kit) => void;
  onOpen: (kit: Kit) => void;
  money: (value: number) => string;
  labels: Pick<
    KitCatalogueLabels,
    | "addToCart"
    | "removeFromCart"
    | "showDetails"
    | "kitCode"
    | "netPrice"
    | "grossPrice"
    | "status"
  >;
}

const Item = styled.li<{ $rows: boolean }>`
  display: grid;
  gap: ${space.sm};
  padding: ${space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.card};
  background: ${vars.color.surface};
  ${({ $rows }) =>
    $rows &&
    css`
      grid-template-columns: 6rem 1fr;
      align-items: start;
      @media (min-width: 48rem) {
        grid-template-columns: 6rem 1fr auto;
        align-items: center;
      }
    `}
`;

const Media = styled.div`
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: ${vars.radius.control};
`;

const Body = styled.div`
  display: grid;
  gap: ${space.xxs};
  min-width: 0;
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${fontSize.md};
`;

const Muted = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${fontSize.sm};
`;

const Prices = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  justify-content: start;
  gap: 0 ${space.sm};
  margin: 0;
  font-variant-numeric: tabular-nums;
  dd {
    margin: 0;
    font-weight: ${vars.fontWeight.action};
  }
`;

const Actions = styled.div<{ $rows: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
  ${({ $rows }) =>
    $rows &&
    css`
      grid-column: 1 / -1;
      @media (min-width: 48rem) {
        grid-column: auto;
      }
    `}
`;

/** A kit in the list: photo or placeholder, name, code, category, prices, cart toggle, details. */
export function KitCard({
  kit,
  layout,
  inCart,
  onToggleCart,
  onOpen,
  money,
  labels,
}: KitCardProps) {
  const rows = layout === "rows";
  const price = kitPrice(kit);
  const [image] = kit.images;
  return (
    <Item $rows={rows} data-kit-id={kit.kitId}>
      <Media>
        {image ? (
          <Image src={image} alt="" sizes="(min-width: 64rem) 20vw, 50vw" />
        ) : (
          <KitPlaceholder variant={kitPlaceholderIndexes(kit.kitId)[0] ?? 0} />
        )}
      </Media>
      <Body>
        <Title>{kit.name}</Title>
        <Muted>{categoryPath(kit)}</Muted>
        <Muted>
          {labels.kitCode}: {kit.kitCode}
          {kit.status ? ` · ${labels.status}: ${kit.status}` : ""}
        </Muted>
        <Prices>
          <dt>{labels.netPrice}</dt>
          <dd>{money(price.net.total)}</dd>
          <dt>{labels.grossPrice}</dt>
          <dd>{money(price.gross.total)}</dd>
        </Prices>
      </Body>
      <Actions $rows={rows}>
        <Button variant={inCart ? "Secondary" : "Primary"} onClick={() => onToggleCart(kit)}>
          {inCart ? labels.removeFromCart : labels.addToCart}
          <VisuallyHidden> {kit.name}</VisuallyHidden>
        </Button>
        <Button variant="Ghost" onClick={() => onOpen(kit)} aria-haspopup="dialog">
          {labels.showDetails}
          <VisuallyHidden> {kit.name}</VisuallyHidden>
        </Button>
      </Actions>
    </Item>
  );
}
