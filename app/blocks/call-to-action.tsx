import { CallToAction } from "../../design-system";
import { defineBlock } from "../composer/block";
import { toLink } from "../composer/field-values";
import type { callToActionLoader } from "./call-to-action.server";

export const callToActionBlock = defineBlock<typeof callToActionLoader>(({ fields, params }) => {
  const link = toLink(fields.Button);
  return (
    <CallToAction
      title={fields.Title.value}
      text={fields.Text?.value}
      button={link ? { ...link, variant: params.ButtonType } : undefined}
      isPageTitle={params.IsPageTitle}
    />
  );
});
