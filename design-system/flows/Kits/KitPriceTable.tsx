import styled from "styled-components";
import { fontSize, space, vars } from "../../theme";
import type { KitTotals } from "./rules";
import type { KitCatalogueLabels } from "./types";

export interface KitPriceTableProps {
  totals: KitTotals;
  money: (value: number) => string;
  labels: Pick<
    KitCatalogueLabels,
    | "parts"
    | "labour"
    | "consumablesFee"
    | "vat"
    | "totalNet"
    | "totalGross"
    | "netPrice"
    | "grossPrice"
  >;
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: ${space.xxs} 0;
    text-align: end;
  }
  th:first-child {
    text-align: start;
    font-weight: ${vars.fontWeight.body};
  }
  tfoot th,
  tfoot td {
    border-top: 1px solid ${vars.color.border};
    font-weight: ${vars.fontWeight.action};
  }
  caption {
    text-align: start;
    font-size: ${fontSize.sm};
    color: ${vars.color.textMuted};
  }
`;

/** Parts, labour and consumables, net and gross, with the VAT and both totals. */
export function KitPriceTable({ totals, money, labels }: KitPriceTableProps) {
  const rows = [
    [labels.parts, totals.net.parts, totals.gross.parts],
    [labels.labour, totals.net.labour, totals.gross.labour],
    [labels.consumablesFee, totals.net.fee, totals.gross.fee],
  ] as const;
  return (
    <Table data-kit-totals="">
      <thead>
        <tr>
          <td />
          <th scope="col">{labels.netPrice}</th>
          <th scope="col">{labels.grossPrice}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, net, gross]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td>{money(net)}</td>
            <td>{money(gross)}</td>
          </tr>
        ))}
        <tr>
          <th scope="row">{labels.vat}</th>
          <td />
          <td data-kit-vat="">{money(totals.vat)}</td>
        </tr>
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">
            {labels.totalNet} / {labels.totalGross}
          </th>
          <td data-kit-total-net="">{money(totals.net.total)}</td>
          <td data-kit-total-gross="">{money(totals.gross.total)}</td>
        </tr>
      </tfoot>
    </Table>
  );
}
