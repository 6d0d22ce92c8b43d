import type { ReactNode } from "react";
import styled from "styled-components";
import { fontSize, space, vars } from "../../theme";
import { Icon, IconActionButton, type IconName } from "../Icon";
import { noticeIcons, noticeRole, type NoticeTone } from "./tone";

/**
 * A dismissible notice brings its button's name in the site's language ("Stäng meddelandet");
 * one without onDismiss takes none.
 */
type DismissProps =
  | { onDismiss?: undefined; dismissLabel?: undefined }
  | {
      /** Shows a dismiss button; the parent removes the notice (and should move focus sensibly). */
      onDismiss: (() => void) | undefined;
      /** The dismiss button's name. */
      dismissLabel: string;
    };

export type NoticeProps = DismissProps & {
  /** info, success, warning or error: sets colours, icon and (when live) the role. */
  tone?: NoticeTone;
  /** A short bold line: "Bokningen är skickad". */
  title?: ReactNode;
  /** The message. */
  children?: ReactNode;
  /**
   * The notice appeared in response to something (a failed submit, a saved booking): it is
   * announced, politely for info/success (`role="status"`), at once for warning/error
   * (`role="alert"`). Leave off for notices that are part of the page from the start.
   */
  live?: boolean;
  /**
   * The tone in words ("Fel", "Varning"), read before the message so the tone does not rest on
   * colour and icon alone. Optional when the title already says it.
   */
  toneLabel?: string;
  /** Overrides the tone's icon. */
  icon?: IconName;
  className?: string;
};

const toneColours: Record<NoticeTone, { accent: string; surface: string }> = {
  info: { accent: vars.color.feedbackInfo, surface: vars.color.feedbackInfoSurface },
  success: { accent: vars.color.feedbackSuccess, surface: vars.color.feedbackSuccessSurface },
  warning: { accent: vars.color.feedbackWarning, surface: vars.color.feedbackWarningSurface },
  error: { accent: vars.color.feedbackError, surface: vars.color.feedbackErrorSurface },
};

const Root = styled.div<{ $tone: NoticeTone }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: start;
  gap: ${space.sm};
  padding: ${space.md};
  border: 1px solid ${({ $tone }) => toneColours[$tone].accent};
  border-inline-start-width: 0.25rem;
  border-radius: ${vars.radius.card};
  background: ${({ $tone }) => toneColours[$tone].surface};
  color: ${vars.color.text};
  font-size: ${fontSize.md};
`;

const IconSlot = styled.span<{ $tone: NoticeTone }>`
  display: inline-flex;
  color: ${({ $tone }) => toneColours[$tone].accent};
`;

/* One column no wider than the box: a long unbreakable line (a folded summary) ellipsises. */
const Content = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.xxs};
  padding-top: 0.1rem;
  p {
    margin: 0;
  }
`;

const Title = styled.p`
  font-weight: 700;
`;

const Dismiss = styled.div`
  margin: -${space.xxs} -${space.xs} 0 0;
`;

/**
 * A message box in one of four tones, with icon, optional title and dismiss button: form
 * errors, booking confirmations, dealer holiday notices.
 */
export function Notice({
  tone = "info",
  title,
  children,
  live = false,
  onDismiss,
  dismissLabel,
  toneLabel,
  icon,
  className,
}: NoticeProps) {
  return (
    <Root $tone={tone} role={noticeRole(tone, live)} className={className} data-tone={tone}>
      <IconSlot $tone={tone}>
        <Icon name={icon ?? noticeIcons[tone]} title={toneLabel} />
      </IconSlot>
      <Content>
        {title ? <Title>{title}</Title> : null}
        {typeof children === "string" ? <p>{children}</p> : children}
      </Content>
      {onDismiss && dismissLabel !== undefined ? (
        <Dismiss>
          <IconActionButton icon="Close" label={dismissLabel} size="sm" onClick={onDismiss} />
        </Dismiss>
      ) : null}
    </Root>
  );
}
