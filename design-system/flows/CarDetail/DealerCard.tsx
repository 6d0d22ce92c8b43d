import { useRef, type ReactNode } from "react";
import styled from "styled-components";
import { layout, layoutVariable, mediaUp, space, vars, zIndex } from "../../theme";
import { usePublishedHeight } from "../../hooks/usePublishedHeight";
import { Button } from "../../primitives/Button";
import { Heading } from "../../primitives/Heading";
import { Icon, type IconName } from "../../primitives/Icon";
import { Link } from "../../primitives/Link";
import { VisuallyHidden } from "../../primitives/VisuallyHidden";
import { telHref } from "./rules";
import type { CarDetailDealer, CarDetailLabels, CarDetailLeadAction } from "./types";

/** The #contact section's id: the contact form jump's target. */
export const CONTACT_SECTION_ID = "contact";

type DealerLabels = Pick<
  CarDetailLabels,
  "dealer" | "call" | "email" | "maps" | "dealerSite" | "contactForm" | "newTab"
>;

const Card = styled.section`
  display: grid;
  gap: ${space.sm};
  padding: ${space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.card};
  background: ${vars.color.surface};
`;

const Address = styled.address`
  display: grid;
  gap: ${space.xxs};
  font-style: normal;
`;

const Actions = styled.div`
  display: grid;
  gap: ${space.xs};
  > a {
    gap: ${space.xs};
  }
`;

const Label = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
`;

function ActionText({ icon, children }: { icon: IconName; children: ReactNode }) {
  return (
    <Label>
      <Icon name={icon} />
      {children}
    </Label>
  );
}

interface DealerCardProps {
  dealer: CarDetailDealer;
  labels: DealerLabels;
  onLead?: (action: CarDetailLeadAction) => void;
}

/** The seller with its contact actions: call, e-mail, the way there, and the contact form. */
export function DealerCard({ dealer, labels, onLead }: DealerCardProps) {
  return (
    <Card id="dealer" aria-labelledby="dealer-heading">
      <Heading level={2} size="md" id="dealer-heading">
        {labels.dealer}
      </Heading>
      <Address>
        <strong>{dealer.name}</strong>
        {dealer.address && <span>{dealer.address}</span>}
        {!dealer.address && dealer.city && <span>{dealer.city}</span>}
      </Address>
      <Actions>
        {dealer.phone && (
          <Button
            href={telHref(dealer.phone)}
            variant="Secondary"
            onClick={() => onLead?.("phone")}
          >
            <ActionText icon="Phone">
              {labels.call} {dealer.phone}
            </ActionText>
          </Button>
        )}
        {dealer.email && (
          <Button
            href={`mailto:${dealer.email}`}
            variant="Secondary"
            onClick={() => onLead?.("email")}
          >
            {labels.email}
          </Button>
        )}
        {dealer.mapsHref && (
          <Button
            href={dealer.mapsHref}
            target="_blank"
            rel="noopener noreferrer"
            variant="Secondary"
            onClick={() => onLead?.("maps")}
          >
            <ActionText icon="Pin">
              {labels.maps}
              <VisuallyHidden> {labels.newTab}</VisuallyHidden>
            </ActionText>
          </Button>
        )}
        <Button href={`#${CONTACT_SECTION_ID}`}>{labels.contactForm}</Button>
      </Actions>
      {dealer.siteHref && (
        <Link href={dealer.siteHref} variant="standalone">
          {labels.dealerSite}
        </Link>
      )}
    </Card>
  );
}

const Bar = styled.div`
  position: sticky;
  inset-block-end: ${layout.bottomInset};
  z-index: ${zIndex.sticky};
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(0, 1fr);
  gap: ${space.xs};
  margin-inline: calc(-1 * ${space.md});
  padding: ${space.xs} ${space.md};
  border-top: 1px solid ${vars.color.border};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.raised};
  > a {
    padding-inline: ${space.xs};
  }
  ${mediaUp("md")} {
    display: none;
  }
`;

/**
 * The phone's action bar, stuck to the bottom of the viewport (above the compare bar) while the
 * car is on screen: call, e-mail and the jump to the contact form. Hidden from 1024 px, where
 * the dealer card stays in view instead. It publishes its height (0 while hidden), so floating
 * controls (scroll to top) stand above it and anchors stop clear of it (decision 0018).
 */
export function ActionBar({
  dealer,
  labels,
  onLead,
}: {
  dealer?: CarDetailDealer;
  labels: Pick<CarDetailLabels, "actionBar" | "call" | "email" | "contactForm">;
  onLead?: (action: CarDetailLeadAction) => void;
}) {
  const barRef = useRef<HTMLDivElement>(null);
  usePublishedHeight(barRef, layoutVariable.actionBarHeight);
  return (
    <Bar ref={barRef} role="region" aria-label={labels.actionBar} data-action-bar="">
      {dealer?.phone && (
        <Button href={telHref(dealer.phone)} variant="Secondary" onClick={() => onLead?.("phone")}>
          <ActionText icon="Phone">{labels.call}</ActionText>
        </Button>
      )}
      {dealer?.email && (
        <Button
          href={`mailto:${dealer.email}`}
          variant="Secondary"
          onClick={() => onLead?.("email")}
        >
          {labels.email}
        </Button>
      )}
      <Button href={`#${CONTACT_SECTION_ID}`}>{labels.contactForm}</Button>
    </Bar>
  );
}
