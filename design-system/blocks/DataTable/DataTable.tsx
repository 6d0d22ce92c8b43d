import styled from "styled-components";
import { fontSize, space, vars } from "../../theme";
import { Container } from "../../layout/Container";
import { Image } from "../../primitives/Image";
import { Link } from "../../primitives/Link";
import { Table, type TableColumn } from "../../primitives/Table";
import { VisuallyHidden } from "../../primitives/VisuallyHidden";
import { columnHeaders, isAutoWidth, type DataTableCell } from "./cells";

export interface DataTableLabels {
  /** Text of a cell of an unknown kind; specs: "Unknown cell type". */
  unknownCell: string;
  /** Names a column without a header for screen readers, e.g. (n) => `Kolumn ${n}`. */
  column: (n: number) => string;
  /** Hidden text for links opening a new tab, e.g. "(öppnas i ny flik)". */
  newTab: string;
}

export interface DataTableProps {
  /** What the table shows; its caption. */
  caption: string;
  /** Keeps the caption for screen readers only. */
  hideCaption?: boolean;
  /** Column header texts (from the content service); may be empty (see `columnHeaders`). */
  headers: string[];
  rows: DataTableCell[][];
  /** The table's own texts, in the site's language (dataTableLabels(t)). */
  labels: DataTableLabels;
}

const Section = styled.section`
  padding-block: ${space.xl};
`;

const Lines = styled.span`
  display: grid;
  gap: ${space.xxs};
`;

const Muted = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${fontSize.sm};
`;

const Unknown = styled.span`
  color: ${vars.color.textMuted};
  font-style: italic;
`;

const Thumb = styled.span`
  display: block;
  width: 6rem;
`;

type Row = { id: string; cells: DataTableCell[] };

function CellView({
  cell,
  unknownCellText,
  newTabLabel,
}: {
  cell: DataTableCell | undefined;
  unknownCellText: string;
  newTabLabel: string;
}) {
  if (!cell) return null;
  switch (cell.kind) {
    case "image":
      return cell.image ? (
        <Thumb>
          <Image
            src={cell.image.src}
            alt={cell.image.alt ?? ""}
            width={cell.image.width}
            height={cell.image.height}
            sizes="6rem"
          />
        </Thumb>
      ) : null;
    case "link":
      return (
        <Lines>
          {cell.lineOne || cell.lineOneBold ? (
            <span>
              {cell.lineOne}
              {cell.lineOne && cell.lineOneBold ? " " : null}
              {cell.lineOneBold ? <strong>{cell.lineOneBold}</strong> : null}
            </span>
          ) : null}
          {cell.lineTwo ? <Muted>{cell.lineTwo}</Muted> : null}
          {cell.link ? (
            <span>
              <Link href={cell.link.href} target={cell.link.target} newTabLabel={newTabLabel}>
                {cell.link.text}
              </Link>
            </span>
          ) : null}
        </Lines>
      );
    case "text":
      return (
        <Lines>
          {cell.lineOne ? <span>{cell.lineOne}</span> : null}
          {cell.lineTwo ? <span>{cell.lineTwo}</span> : null}
          {cell.lineThree ? <Muted>{cell.lineThree}</Muted> : null}
        </Lines>
      );
    case "unknown":
      return <Unknown>{unknownCellText}</Unknown>;
  }
}

/**
 * A content table of image, link and text cells under column headers from the content
 * service. Three or fewer columns make it as wide as its content (specs); a cell of an unknown
 * kind says so. Built on the Table primitive (caption, scroll region when too wide).
 */
export function DataTable({ caption, hideCaption = false, headers, rows, labels }: DataTableProps) {
  const titles = columnHeaders(headers, rows);
  const columns: TableColumn<Row>[] = titles.map((title, index) => ({
    key: String(index),
    header: title || <VisuallyHidden>{labels.column(index + 1)}</VisuallyHidden>,
    cell: (row) => (
      <CellView
        cell={row.cells[index]}
        unknownCellText={labels.unknownCell}
        newTabLabel={labels.newTab}
      />
    ),
  }));
  return (
    <Section>
      <Container>
        <Table
          caption={caption}
          hideCaption={hideCaption}
          columns={columns}
          rows={rows.map((cells, index) => ({ id: String(index), cells }))}
          rowKey={(row) => row.id}
          zebra
          autoWidth={isAutoWidth(titles.length)}
        />
      </Container>
    </Section>
  );
}
