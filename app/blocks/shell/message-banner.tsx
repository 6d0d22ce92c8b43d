import { useCallback, useState, useSyncExternalStore } from "react";
import type { z } from "zod";
import {
  MessageBanner,
  isMessageBannerDismissible,
  messageBannerLabels,
  toMessageBannerVariant,
} from "../../../design-system";
import { defineBlock, type BlockContext } from "../../composer/block";
import { toLink } from "../../composer/field-values";
import { isTitleDismissed, rememberDismissed, subscribeToDismissals } from "./message-banner-store";
import type { messageBannerLoader, messageBannerSchema } from "./message-banner.server";

type Props = z.output<typeof messageBannerSchema>;

const notDismissedOnServer = () => false;

/**
 * Dismissal lives in session storage, which the server cannot read: the banner is in the server
 * HTML for everyone; a banner dismissed earlier in the session is removed right after hydration
 * (on a full reload only: client-side navigations mount it with the stored state at once).
 * Warnings cannot be dismissed and ignore the storage.
 */
function SessionMessageBanner({
  fields,
  context,
}: {
  fields: Props["fields"];
  context: BlockContext;
}) {
  const title = fields.Title.value.trim();
  const dismissible = isMessageBannerDismissible(toMessageBannerVariant(fields.Type?.value));
  const readDismissed = useCallback(() => isTitleDismissed(title), [title]);
  const storedDismissal = useSyncExternalStore(
    subscribeToDismissals,
    readDismissed,
    notDismissedOnServer,
  );
  const [dismissedNow, setDismissedNow] = useState(false);
  if (dismissible && (storedDismissal || dismissedNow)) return null;

  const link = toLink(fields.Link);
  return (
    <MessageBanner
      title={title}
      text={fields.Text?.value.trim() || undefined}
      link={link ? { ...link, target: fields.Link?.value.target || undefined } : undefined}
      type={fields.Type?.value}
      labels={messageBannerLabels(context.t)}
      onDismiss={
        dismissible
          ? () => {
              rememberDismissed(title);
              setDismissedNow(true);
            }
          : undefined
      }
    />
  );
}

/** The site-wide message banner (componentName "MessageBanner"). */
export const messageBannerBlock = defineBlock<typeof messageBannerLoader>(({ fields }, context) => (
  <SessionMessageBanner fields={fields} context={context} />
));
