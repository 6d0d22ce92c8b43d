import styled from "styled-components";
import { fontSize, space, vars } from "../../theme";
import { Button } from "../../primitives/Button";
import { Drawer } from "../../primitives/Drawer";
import { Notice } from "../../primitives/Notice";
import { VisuallyHidden } from "../../primitives/VisuallyHidden";
import { KitPriceTable } from "./KitPriceTable";
import { cartTotals } from "./rules";
import type { Kit, KitCatalogueLabels, KitQuoteStatus } from "./types";

export interface KitCartProps {
  open: boolean;
  onClose: () => void;
  cart: readonly Kit[];
  onRemove: (kit: Kit) => void;
  /** The quote button shows only with an active dealer session. */
  sessionActive: boolean;
  quoteStatus: KitQuoteStatus;
  onSendQuote: () => void;
  money: (value: number) => string;
  labels: KitCatalogueLabels;
  inlinePreview?: boolean;
}

const List = styled.ul`
  display: grid;
  gap: ${space.sm};
  margin: 0 0 ${space.md};
  padding: 0;
  list-style: none;
  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${space.sm};
    padding-bottom: ${space.sm};
    border-bottom: 1px solid ${vars.color.border};
  }
`;

const Name = styled.span`
  display: grid;
  small {
    color: ${vars.color.textMuted};
    font-size: ${fontSize.sm};
  }
`;

const Status = styled.div`
  margin-top: ${space.md};
`;

const quoteNotice = {
  sending: { tone: "info", label: "quoteSending" },
  success: { tone: "success", label: "quoteSuccess" },
  error: { tone: "error", label: "quoteError" },
} as const;

/** The cart panel: its kits, the totals net and gross, and the quote to the dealer system. */
export function KitCart({
  open,
  onClose,
  cart,
  onRemove,
  sessionActive,
  quoteStatus,
  onSendQuote,
  money,
  labels,
  inlinePreview,
}: KitCartProps) {
  const notice = quoteStatus === "idle" ? null : quoteNotice[quoteStatus];
  return (
    <Drawer
      open={open}
      onClose={onClose}
      side="right"
      title={labels.cartTitle}
      closeLabel={labels.close}
      inlinePreview={inlinePreview}
      footer={
        sessionActive && cart.length > 0 ? (
          <Button
            onClick={onSendQuote}
            loading={quoteStatus === "sending"}
            disabled={quoteStatus === "sending"}
            data-kit-send-quote=""
          >
            {labels.sendQuote}
          </Button>
        ) : null
      }
    >
      {cart.length === 0 ? (
        <p>{labels.cartEmpty}</p>
      ) : (
        <>
          <List data-kit-cart="">
            {cart.map((kit) => (
              <li key={kit.kitId}>
                <Name>
                  {kit.name}
                  <small>{kit.kitCode}</small>
                </Name>
                <Button variant="Ghost" onClick={() => onRemove(kit)}>
                  {labels.removeFromCart}
                  <VisuallyHidden> {kit.name}</VisuallyHidden>
                </Button>
              </li>
            ))}
          </List>
          <KitPriceTable totals={cartTotals(cart)} money={money} labels={labels} />
          {!sessionActive ? <Status>{labels.quoteNeedsSession}</Status> : null}
        </>
      )}
      {notice ? (
        <Status data-kit-quote-status={quoteStatus}>
          <Notice tone={notice.tone} live>
            {labels[notice.label]}
          </Notice>
        </Status>
      ) : null}
    </Drawer>
  );
}
