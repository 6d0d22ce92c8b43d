import styled from "styled-components";
import { fontSize, space, vars } from "../../theme";
import { Button } from "../../primitives/Button";
import { Image } from "../../primitives/Image";
import { Modal } from "../../primitives/Modal";
import { Table, type TableColumn } from "../../primitives/Table";
import { categoryPath, fitmentLines, kitPrice } from "./format";
import { KitPlaceholder } from "./KitPlaceholder";
import { KitPriceTable } from "./KitPriceTable";
import { kitPlaceholderIndexes } from "./rules";
import type { Kit, KitCatalogueLabels } from "./types";

export interface KitDetailProps {
  /** The kit shown; null: closed. */
  kit: Kit | null;
  onClose: () => void;
  inCart: boolean;
  onToggleCart: (kit: Kit) => void;
  money: (value: number) => string;
  labels: KitCatalogueLabels;
  /** Catalogue only: the dialog in place (Storybook snapshots). */
  inlinePreview?: boolean;
}

const Gallery = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${space.xs};
  > * {
    aspect-ratio: 4 / 3;
    overflow: hidden;
    border-radius: ${vars.radius.control};
  }
`;

const Section = styled.section`
  display: grid;
  gap: ${space.xs};
  margin-top: ${space.md};
  h3 {
    margin: 0;
    font-size: ${fontSize.md};
  }
  ul {
    margin: 0;
    padding-inline-start: ${space.lg};
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

type Part = Kit["parts"][number];
type Labour = Kit["labourSpecifications"][number];

/** The kit detail dialog: photos or placeholders, parts, labour, the cars it fits, prices. */
export function KitDetail({
  kit,
  onClose,
  inCart,
  onToggleCart,
  money,
  labels,
  inlinePreview,
}: KitDetailProps) {
  const partColumns: TableColumn<Part>[] = [
    { key: "partName", header: labels.partName, rowHeader: true },
    { key: "partNumber", header: labels.partNumber },
    {
      key: "retailPrice",
      header: labels.price,
      align: "end",
      cell: (part) => money(part.retailPrice),
    },
  ];
  const labourColumns: TableColumn<Labour>[] = [
    { key: "description", header: labels.labourDescription, rowHeader: true },
    { key: "durationHours", header: labels.hours, align: "end" },
    {
      key: "retailPrice",
      header: labels.hourlyPrice,
      align: "end",
      cell: (labour) => money(labour.retailPrice),
    },
  ];
  return (
    <Modal
      open={kit !== null}
      onClose={onClose}
      title={kit?.name ?? ""}
      description={kit ? `${labels.kitCode}: ${kit.kitCode} · ${categoryPath(kit)}` : undefined}
      closeLabel={labels.close}
      inlinePreview={inlinePreview}
      footer={
        kit ? (
          <Button variant={inCart ? "Secondary" : "Primary"} onClick={() => onToggleCart(kit)}>
            {inCart ? labels.removeFromCart : labels.addToCart}
          </Button>
        ) : null
      }
    >
      {kit ? (
        <div data-kit-detail={kit.kitId}>
          <Gallery>
            {kit.images.length > 0
              ? kit.images.slice(0, 3).map((src) => <Image key={src} src={src} alt="" />)
              : kitPlaceholderIndexes(kit.kitId).map((variant) => (
                  <KitPlaceholder key={variant} variant={variant} />
                ))}
          </Gallery>
          {kit.description ? <Muted>{kit.description}</Muted> : null}
          <Section>
            <h3>{labels.parts}</h3>
            <Table
              caption={labels.parts}
              hideCaption
              columns={partColumns}
              rows={kit.parts}
              rowKey={(part) => part.partNumber}
            />
          </Section>
          {kit.labourSpecifications.length > 0 ? (
            <Section>
              <h3>{labels.labour}</h3>
              <Table
                caption={labels.labour}
                hideCaption
                columns={labourColumns}
                rows={kit.labourSpecifications}
                rowKey={(labour, index) => labour.labourId ?? String(index)}
              />
            </Section>
          ) : null}
          <Section>
            <h3>{labels.fits}</h3>
            <ul>
              {fitmentLines(kit).map((line, index) => (
                <li key={`${line}-${index}`}>{line}</li>
              ))}
            </ul>
          </Section>
          <Section>
            <h3>{labels.price}</h3>
            <KitPriceTable totals={kitPrice(kit)} money={money} labels={labels} />
          </Section>
        </div>
      ) : null}
    </Modal>
  );
}
