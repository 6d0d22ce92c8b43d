import type { ReactNode } from "react";
import styled from "styled-components";
import type { TireHotelBrowserClient } from "../../../api-adapters/tirehotel/browser-client";
import { fontSize, space, vars } from "../../theme";
import type { HeadingLevel } from "../../primitives/Heading";
import type { TireHotelEvent } from "./rules";
import type { TireHotelPage, TireHotelState } from "./session";
import type { TireHotelTexts } from "./texts";

/** What every page of the flow gets from the widget. */
export interface PageProps {
  state: TireHotelState;
  client: TireHotelBrowserClient;
  texts: TireHotelTexts;
  /** Moves to a page with some state added (saved to session storage, focus to its heading). */
  go: (page: TireHotelPage, patch?: Partial<TireHotelState>) => void;
  logout: () => void;
  /** The level of the pages' sub-headings (cards, sections): one below the page heading. */
  subLevel: HeadingLevel;
  track: (event: TireHotelEvent) => void;
  reportError: (event: string, details: Record<string, unknown>) => void;
  locale: string;
}

export type Fact = [term: ReactNode, value: ReactNode];

/** Term/description pairs ("Registreringsnummer: ABC123"); falsy entries are left out. */
export function Facts({ items }: { items: (Fact | false | null | undefined)[] }) {
  const shown = items.filter((item): item is Fact => Boolean(item));
  return (
    <FactList>
      {shown.map(([term, value], index) => (
        <div key={index}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </FactList>
  );
}

const FactList = styled.dl`
  display: grid;
  gap: ${space.xxs};
  margin: 0;
  > div {
    display: flex;
    flex-wrap: wrap;
    gap: 0 ${space.xs};
  }
  dt {
    color: ${vars.color.textMuted};
  }
  dt::after {
    content: ":";
  }
  dd {
    margin: 0;
    font-weight: ${vars.fontWeight.action};
  }
`;

/** A row of buttons that wraps on small screens. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  align-items: center;
`;

/** A page's content column. */
export const PageBody = styled.div`
  display: grid;
  gap: ${space.lg};
`;

/** The plate, as on the car: bold, spaced. */
export const Plate = styled.span`
  display: inline-block;
  padding: 0 ${space.xs};
  border: 2px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.control};
  font-size: ${fontSize.lg};
  font-weight: ${vars.fontWeight.action};
  letter-spacing: 0.1em;
`;

/** A form: fields above, buttons last. */
export const FormGrid = styled.form`
  display: grid;
  gap: ${space.md};
  max-width: 32rem;
`;

/** A server message the specs show in red (code check, booking failure). */
export const ErrorText = styled.p`
  color: ${vars.color.feedbackError};
  font-weight: ${vars.fontWeight.action};
`;
