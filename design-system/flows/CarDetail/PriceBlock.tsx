import styled from "styled-components";
import { fontSize, space, vars } from "../../theme";
import { VisuallyHidden } from "../../primitives/VisuallyHidden";
import type { CarDetailData, CarDetailLabels } from "./types";

const Block = styled.div`
  display: grid;
  gap: ${space.xxs};
`;

const PriceLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${space.xxs} ${space.xs};
  margin: 0;
`;

const CampaignBadge = styled.span`
  width: fit-content;
  padding: 0 ${space.xs};
  border-radius: ${vars.radius.chip};
  color: ${vars.color.feedbackError};
  background: ${vars.color.feedbackErrorSurface};
  font-size: ${fontSize.sm};
  font-weight: ${vars.fontWeight.action};
`;

const CurrentPrice = styled.span<{ $campaign: boolean }>`
  color: ${({ $campaign }) => ($campaign ? vars.color.feedbackError : vars.color.text)};
  font-size: ${fontSize.xxl};
  font-weight: ${vars.fontWeight.heading};
  font-variant-numeric: tabular-nums;
`;

const Muted = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${fontSize.md};
`;

const Monthly = styled.p`
  margin: 0;
  font-weight: ${vars.fontWeight.action};
`;

const Note = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${fontSize.sm};
`;

interface PriceBlockProps {
  car: Pick<CarDetailData, "price" | "hasCampaign" | "isLcv">;
  labels: Pick<CarDetailLabels, "campaign" | "previousPrice" | "exclVat">;
}

/**
 * The price: the campaign price highlighted with the retail price struck through, the VAT rule
 * for light commercial vehicles ("exkl. moms" after each price) and the monthly cost.
 */
export function PriceBlock({ car, labels }: PriceBlockProps) {
  const { price } = car;
  const campaign = Boolean(car.hasCampaign);
  const vat = car.isLcv ? <Muted data-vat-note="">{labels.exclVat}</Muted> : null;
  return (
    <Block data-price-block="">
      {campaign && <CampaignBadge>{labels.campaign}</CampaignBadge>}
      <PriceLine>
        <CurrentPrice $campaign={campaign}>{price.current}</CurrentPrice>
        {vat}
      </PriceLine>
      {campaign && price.previous && (
        <PriceLine>
          <Muted>
            <VisuallyHidden>{labels.previousPrice}: </VisuallyHidden>
            <s>{price.previous}</s>
          </Muted>
          {vat}
        </PriceLine>
      )}
      {price.monthly && <Monthly>{price.monthly}</Monthly>}
      {price.note && <Note>{price.note}</Note>}
    </Block>
  );
}
