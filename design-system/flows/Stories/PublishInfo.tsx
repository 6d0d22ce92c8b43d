import styled from "styled-components";
import { fontSize, vars } from "../../theme";
import { formatMessage } from "../../../i18n/format";
import type { StoryDateView } from "./types";

export interface PublishInfoProps {
  date: StoryDateView;
  /** Template: "Publicerad {date}". */
  label: string;
  locale?: string;
}

const Line = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${fontSize.sm};
`;

/** A character no text holds: marks where the date goes, so it can be a `<time>` element. */
const dateSlot = "\u{E000}";

/** The story's publish date ("Publicerad 20 november 2026"), formatted by the caller. */
export function PublishInfo({ date, label, locale }: PublishInfoProps) {
  const [before = "", after = ""] = formatMessage(label, { date: dateSlot }, locale).split(
    dateSlot,
  );
  return (
    <Line>
      {before}
      <time dateTime={date.iso}>{date.text}</time>
      {after}
    </Line>
  );
}
