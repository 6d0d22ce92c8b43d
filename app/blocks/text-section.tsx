import { TextSection } from "../../design-system";
import { defineBlock } from "../composer/block";
import { toLink } from "../composer/field-values";
import type { textSectionLoader } from "./text-section.server";

export const textSectionBlock = defineBlock<typeof textSectionLoader>(({ fields, params }) => (
  <TextSection
    title={fields.Title.value}
    text={fields.Text?.value}
    link={toLink(fields.Link)}
    headingLevel={params.HeadingLevel === "1" ? 1 : 2}
  />
));
