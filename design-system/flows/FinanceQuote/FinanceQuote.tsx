import { useCallback, useEffect, useId, useRef, useState } from "react";
import styled from "styled-components";
import type { FinanceQuoteBrowserClient } from "../../../api-adapters/finance/browser-client";
import type {
  OrganisationIdentifier,
  PhysicalVehicle,
  Product,
  ProductParameter,
} from "../../../api-adapters/finance/schemas";
import { Button } from "../../primitives/Button";
import { Heading } from "../../primitives/Heading";
import { Notice } from "../../primitives/Notice";
import { RadioGroup } from "../../primitives/RadioGroup";
import { Spinner } from "../../primitives/Spinner";
import { VisuallyHidden } from "../../primitives/VisuallyHidden";
import { moneyFormat } from "../../text/money";
import { FinanceSlider } from "../FinanceCalculator/FinanceSlider";
import { fontSize, space, vars } from "../../theme";
import type { FinanceQuoteLabels } from "./labels";
import {
  controlSteps,
  quoteRequest,
  selectionFor,
  shownQuotation,
  type QuoteSelection,
  type ShownQuotation,
} from "./quote-state";

/** The wait after the last change before the widget quotes again. */
export const REQUOTE_DEBOUNCE_MS = 400;

export interface FinanceQuoteLinks {
  /** The provider's reservation page for a quote. */
  reserve: (quoteReference: string) => string;
  /** The provider's part-exchange valuation for a quote. */
  partExchange: (quoteReference: string) => string;
}

export interface FinanceQuoteProps {
  /** The car as the provider sees it (our server rebuilds it from the index anyway). */
  vehicle: PhysicalVehicle;
  /** The selling dealer. */
  organisation: OrganisationIdentifier;
  /** Our /api/codeweaver routes (stories: the same client against MSW). */
  client: FinanceQuoteBrowserClient;
  labels: FinanceQuoteLabels;
  links: FinanceQuoteLinks;
  /** Money formatting of the monthly payment (the site's locale and currency). */
  locale?: string;
  currency?: string;
  debounceMs?: number;
}

type LegalState =
  | { status: "closed" }
  | { status: "loading"; reference: string }
  | { status: "loaded"; reference: string; text: string }
  | { status: "failed"; reference: string };

type WidgetState =
  | { status: "loading" }
  | { status: "failed" }
  | { status: "hidden" }
  | {
      status: "loaded";
      products: Product[];
      selection: QuoteSelection;
      quotation: ShownQuotation;
      updating: boolean;
    };

/**
 * The UK finance quote (specs/marketplace.md §4, §7, §8): loads the car's finance products, quotes
 * the first with its defaults, and re-quotes when the visitor changes the product, term, deposit
 * or annual mileage (debounced; a newer change aborts the call before it). A quote-item error
 * hides the widget; a failed call shows the apology.
 */
export function FinanceQuote({
  vehicle,
  organisation,
  client,
  labels,
  links,
  locale = "en-GB",
  currency = "GBP",
  debounceMs = REQUOTE_DEBOUNCE_MS,
}: FinanceQuoteProps) {
  const [state, setState] = useState<WidgetState>({ status: "loading" });
  const [announcement, setAnnouncement] = useState("");
  const [legal, setLegal] = useState<LegalState>({ status: "closed" });
  const pending = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const legalCall = useRef<AbortController | null>(null);
  const headingId = useId();
  const legalId = useId();
  const money = moneyFormat(locale, currency);

  /** Quotes a selection, replacing any call still under way; false when it was replaced. */
  const quote = useCallback(
    async (products: Product[], selection: QuoteSelection): Promise<void> => {
      pending.current?.abort();
      const controller = new AbortController();
      pending.current = controller;
      const result = await client.quote(
        quoteRequest(vehicle, organisation, selection),
        controller.signal,
      );
      if (controller.signal.aborted || (!result.ok && result.aborted)) return;
      pending.current = null;
      if (!result.ok) return setState({ status: "failed" });
      const quotation = shownQuotation(result.data);
      if (!quotation) return setState({ status: "hidden" });
      setState({ status: "loaded", products, selection, quotation, updating: false });
      setAnnouncement(labels.updated(money.format(quotation.Finance.Quote.TotalRegularPayment)));
    },
    [client, vehicle, organisation, labels, money],
  );

  useEffect(() => {
    const controller = new AbortController();
    void (async () => {
      const result = await client.products(
        { PhysicalVehicle: vehicle, OrganisationIdentifier: organisation },
        controller.signal,
      );
      if (controller.signal.aborted) return;
      if (!result.ok) return setState({ status: "failed" });
      const [first] = result.data.Products;
      if (!first) return setState({ status: "hidden" });
      await quote(result.data.Products, selectionFor(first));
      setAnnouncement("");
    })();
    return () => {
      controller.abort();
      pending.current?.abort();
      legalCall.current?.abort();
      if (timer.current) clearTimeout(timer.current);
    };
  }, [client, vehicle, organisation, quote]);

  const change = (next: QuoteSelection) => {
    if (state.status !== "loaded") return;
    const { products } = state;
    setState({ ...state, selection: next, updating: true });
    // The terms belong to one quote: a new quote closes them.
    closeLegal();
    pending.current?.abort();
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void quote(products, next), debounceMs);
  };

  /** Shows the legal text of the quote on screen (fetched on demand, once per opening). */
  const openLegal = (reference: string) => {
    legalCall.current?.abort();
    const controller = new AbortController();
    legalCall.current = controller;
    setLegal({ status: "loading", reference });
    void client.legal(reference, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setLegal(
        result.ok
          ? { status: "loaded", reference, text: result.data.TermsAndConditions }
          : { status: "failed", reference },
      );
    });
  };
  const closeLegal = () => {
    legalCall.current?.abort();
    setLegal({ status: "closed" });
  };

  if (state.status === "hidden") return null;
  if (state.status === "loading") {
    return (
      <Section aria-labelledby={headingId} aria-busy="true">
        <Heading level={2} size="lg" id={headingId}>
          {labels.heading}
        </Heading>
        <Spinner label={labels.loading} showLabel />
      </Section>
    );
  }
  if (state.status === "failed") {
    return (
      <Section aria-labelledby={headingId}>
        <Heading level={2} size="lg" id={headingId}>
          {labels.heading}
        </Heading>
        <Notice tone="info" live>
          {labels.unavailable}
        </Notice>
      </Section>
    );
  }

  const { products, selection, quotation, updating } = state;
  const product = products.find((item) => item.FamilyKey === selection.familyKey) ?? products[0];
  const finance = quotation.Finance;
  const payment = money.format(finance.Quote.TotalRegularPayment);
  const apply = finance.Quote.QuoteActions?.Apply;
  const legalOpen = legal.status !== "closed";
  const formatMoney = (value: number) => money.format(value);

  return (
    <Section aria-labelledby={headingId} data-finance-quote="loaded">
      <Heading level={2} size="lg" id={headingId}>
        {labels.heading}
      </Heading>
      {products.length > 1 ? (
        <RadioGroup
          label={labels.product}
          orientation="horizontal"
          options={products.map((item) => ({ value: item.FamilyKey, label: item.Name }))}
          value={selection.familyKey}
          onChange={(familyKey) => {
            const next = products.find((item) => item.FamilyKey === familyKey);
            if (next) change(selectionFor(next, selection));
          }}
        />
      ) : null}
      {product ? (
        <Controls>
          <ParameterSlider
            label={labels.term}
            parameter={product.Term}
            format={String}
            value={selection.term}
            onChange={(term) => change({ ...selection, term })}
          />
          <ParameterSlider
            label={labels.deposit}
            parameter={product.Deposit}
            format={formatMoney}
            value={selection.deposit}
            onChange={(deposit) => change({ ...selection, deposit })}
          />
          {product.AnnualMileage && selection.annualMileage !== null ? (
            <ParameterSlider
              label={labels.annualMileage}
              parameter={product.AnnualMileage}
              format={String}
              value={selection.annualMileage}
              onChange={(annualMileage) => change({ ...selection, annualMileage })}
            />
          ) : null}
        </Controls>
      ) : null}
      <Payment aria-busy={updating}>
        <PaymentLabel>{labels.monthlyPayment}</PaymentLabel>
        <PaymentValue data-testid="finance-quote-payment">{labels.perMonth(payment)}</PaymentValue>
        {updating ? <Spinner label={labels.updating} showLabel size="sm" /> : null}
      </Payment>
      <VisuallyHidden role="status">{updating ? "" : announcement}</VisuallyHidden>
      {(finance.Notifications ?? []).map((notification) => (
        <Notice key={notification} tone="info">
          {notification}
        </Notice>
      ))}
      <Heading level={3} size="md">
        {labels.representativeExample}
      </Heading>
      {(quotation.Blocks ?? []).map((block, index) => (
        <Details key={index}>
          {block.Details.map((detail) => (
            <div key={detail.Key}>
              <dt>{detail.Label}</dt>
              <dd>{detail.DisplayValue}</dd>
            </div>
          ))}
        </Details>
      ))}
      <Reference>{labels.quoteReference(finance.Quote.QuoteReference)}</Reference>
      <Actions>
        {apply ? <Button href={apply}>{labels.apply}</Button> : null}
        <Button variant="Secondary" href={links.reserve(finance.Quote.QuoteReference)}>
          {labels.reserve}
        </Button>
        <Button variant="Secondary" href={links.partExchange(finance.Quote.QuoteReference)}>
          {labels.partExchange}
        </Button>
      </Actions>
      <div>
        <Button
          variant="Ghost"
          aria-expanded={legalOpen}
          aria-controls={legalId}
          onClick={() => (legalOpen ? closeLegal() : openLegal(finance.Quote.QuoteReference))}
        >
          {legalOpen ? labels.hideLegal : labels.showLegal}
        </Button>
        <Legal id={legalId} hidden={!legalOpen}>
          {legal.status === "loading" ? <Spinner label={labels.legalLoading} showLabel /> : null}
          {legal.status === "failed" ? <Notice tone="error">{labels.legalError}</Notice> : null}
          {legal.status === "loaded"
            ? legal.text.split(/\n{2,}/).map((paragraph) => <p key={paragraph}>{paragraph}</p>)
            : null}
        </Legal>
      </div>
    </Section>
  );
}

interface ParameterSliderProps {
  label: string;
  parameter: ProductParameter;
  /** Writes a value the provider gave no display value for. */
  format: (value: number) => string;
  value: number;
  onChange: (value: number) => void;
}

/** A product parameter on a slider: its values, each shown and announced as the provider writes it. */
function ParameterSlider({ label, parameter, format, value, onChange }: ParameterSliderProps) {
  const steps = controlSteps(parameter, format);
  const display = new Map(steps.map((step) => [step.value, step.display]));
  return (
    <FinanceSlider
      label={label}
      values={steps.map((step) => step.value)}
      value={value}
      onChange={onChange}
      format={(shown) => display.get(shown) ?? format(shown)}
    />
  );
}

const Section = styled.section`
  display: grid;
  gap: ${space.md};
  padding: ${space.lg};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.card};
  background: ${vars.color.surface};
  color: ${vars.color.text};
`;

const Controls = styled.div`
  display: grid;
  gap: ${space.md};
`;

const Payment = styled.div`
  display: grid;
  gap: ${space.xxs};
  padding: ${space.md};
  border-radius: ${vars.radius.card};
  background: ${vars.color.surfaceRaised};
`;

const PaymentLabel = styled.span`
  font-size: ${fontSize.sm};
  color: ${vars.color.textMuted};
`;

const PaymentValue = styled.strong`
  font-size: ${fontSize.xl};
`;

const Details = styled.dl`
  display: grid;
  margin: 0;
  & > div {
    display: flex;
    justify-content: space-between;
    gap: ${space.md};
    padding: ${space.xs} 0;
    border-bottom: 1px solid ${vars.color.border};
  }
  & dt {
    color: ${vars.color.textMuted};
  }
  & dd {
    margin: 0;
    font-weight: 700;
    text-align: end;
  }
`;

const Reference = styled.p`
  margin: 0;
  font-size: ${fontSize.sm};
  color: ${vars.color.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
`;

const Legal = styled.div`
  display: grid;
  gap: ${space.sm};
  padding-top: ${space.sm};
  font-size: ${fontSize.sm};
  & p {
    margin: 0;
  }
`;
