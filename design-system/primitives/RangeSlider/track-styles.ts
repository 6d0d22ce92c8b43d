import { css } from "styled-components";
import { space, vars } from "../../theme";
import { supportText } from "../FormField";

/** The look both sliders share (this range filter and the finance calculators' FinanceSlider). */
export const sliderThumbSize = "1.5rem";
export const sliderThumbHalf = "0.75rem";
const trackHeight = "0.375rem";
const trackBoxHeight = "2.75rem";

const bar = css`
  position: absolute;
  top: 50%;
  height: ${trackHeight};
  transform: translateY(-50%);
  border: 1px solid transparent;
  border-radius: ${vars.radius.chip};
`;

/** The box the thumbs move in (a touch target's height), with the grey line between the thumbs' centres. */
export const sliderTrack = css`
  position: relative;
  height: ${trackBoxHeight};
  &::before {
    content: "";
    ${bar}
    inset-inline: ${sliderThumbHalf};
    background: ${vars.color.border};
  }
`;

/** The chosen part of the line; the slider places it with left/right or width. */
export const sliderFill = css`
  ${bar}
  background: ${vars.color.action};
`;

/** The round thumb's look; the slider positions it. */
export const sliderThumb = css`
  box-sizing: border-box;
  width: ${sliderThumbSize};
  height: ${sliderThumbSize};
  border: 2px solid ${vars.color.action};
  border-radius: 50%;
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.raised};
  cursor: grab;
`;

/** The values at both ends, under the track. */
export const sliderBounds = css`
  ${supportText}
  display: flex;
  justify-content: space-between;
  gap: ${space.md};
  margin-top: calc(${space.xs} * -1);
`;

/** Vertical offset of a native range input's thumb in the track box. */
export const nativeThumbOffset = `calc((${trackBoxHeight} - ${sliderThumbSize}) / 2)`;
