import { useId, type ReactNode } from "react";
import styled from "styled-components";
import { fontSize, space, vars } from "../../theme";
import { Heading } from "../../primitives/Heading";

export interface StepShellProps {
  step: number;
  /** Shown: 'Steg n/max' and the step's title over its content. */
  active: boolean;
  /** 'Steg 2/4' */
  stepText: string;
  title: string;
  /** The collapsed step's heading (Valt fordon, Valda tjänster, ...). */
  summaryHeading: string;
  /** What was chosen in it, under the collapsed heading. */
  summary?: ReactNode;
  changeLabel: string;
  /** Back to this step (a collapsed step's heading). */
  onShow: () => void;
  children?: ReactNode;
}

/** A step's content: its parts spaced alike in every step. */
export const StepBody = styled.div`
  display: grid;
  gap: ${space.lg};
`;

const Section = styled.section<{ $active: boolean }>`
  display: grid;
  gap: ${space.md};
  padding: ${space.lg} 0;
  border-bottom: 1px solid ${vars.color.border};
`;

const StepText = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${fontSize.sm};
  font-weight: ${vars.fontWeight.action};
`;

const CollapsedHeading = styled.h2`
  margin: 0;
  font-size: inherit;
`;

const ShowButton = styled.button`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${space.md};
  width: 100%;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font-family: ${vars.font.heading};
  font-size: ${fontSize.lg};
  font-weight: ${vars.fontWeight.heading};
  text-align: start;
  cursor: pointer;
  span:last-child {
    font-family: ${vars.font.body};
    font-size: ${fontSize.sm};
    text-decoration: underline;
  }
`;

const Summary = styled.div`
  color: ${vars.color.textMuted};
`;

/**
 * One step of the tool (specs §2.1): shown with 'Steg n/max' and its title (the heading takes
 * focus when the step is reached), or collapsed to its summary heading, a button back to it.
 */
export function StepShell({
  step,
  active,
  stepText,
  title,
  summaryHeading,
  summary,
  changeLabel,
  onShow,
  children,
}: StepShellProps) {
  const headingId = useId();
  if (!active) {
    return (
      <Section $active={false} data-step={step}>
        <CollapsedHeading>
          <ShowButton type="button" onClick={onShow}>
            <span>{summaryHeading}</span>
            <span>{changeLabel}</span>
          </ShowButton>
        </CollapsedHeading>
        {summary ? <Summary>{summary}</Summary> : null}
      </Section>
    );
  }
  return (
    <Section $active aria-labelledby={headingId} data-step={step}>
      <div>
        <StepText>{stepText}</StepText>
        <Heading level={2} size="xl" id={headingId} tabIndex={-1} data-step-heading="">
          {title}
        </Heading>
      </div>
      {children}
    </Section>
  );
}
