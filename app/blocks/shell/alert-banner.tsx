import { useState, useSyncExternalStore } from "react";
import { AlertBanner, alertBannerLabels } from "../../../design-system";
import { defineBlock, type BlockContext } from "../../composer/block";
import { getCookie, setCookie } from "../../lib/cookies";
import {
  HIDE_ALERT_COOKIE,
  HIDE_ALERT_DAYS,
  alertTone,
  isAlertDismissible,
  isAlertHiddenByCookie,
  shouldShowAlert,
} from "./alert-rules";
import type { alertBannerLoader } from "./alert-banner.server";

type Alert = { type: string; title: string; text: string };

/** Cookies change only through this page: nothing to subscribe to. */
const noSubscription = () => () => {};
const readHideCookie = () => getCookie(HIDE_ALERT_COOKIE);
/** The server (and hydration) cannot know the visitor's cookie. */
const unknownOnServer = () => null;

/**
 * Why dismissible alerts render only in the browser: dismissal lives in the `hideAlert` cookie,
 * and pages are cached publicly at the CDN (s-maxage 60), so the server HTML must be the same
 * for everyone and cannot say "hidden" for one visitor. Rendering a dismissible alert on the
 * server and removing it after hydration would flash it (and shift the page) for everyone who
 * dismissed it. Instead it is left out of the server HTML and hydration, then shown from the
 * cookie: never for a dismissed visitor (no flash), and as a floating card fixed to the bottom
 * of the viewport, out of the flow (no layout shift) for the others. Warnings cannot be
 * dismissed, so they depend on no cookie: they are in the server HTML, in the page flow.
 */
function ClientAlert({ alert, context }: { alert: Alert; context: BlockContext }) {
  const cookie = useSyncExternalStore(noSubscription, readHideCookie, unknownOnServer);
  const [dismissed, setDismissed] = useState(false);
  const common = {
    title: alert.title.trim() || undefined,
    text: alert.text.trim() || undefined,
    tone: alertTone(alert.type),
    labels: alertBannerLabels(context.t),
  };

  if (!isAlertDismissible(alert.type)) return <AlertBanner {...common} placement="inline" />;
  if (cookie === null || dismissed || isAlertHiddenByCookie(alert.type, cookie)) return null;
  return (
    <AlertBanner
      {...common}
      placement="floating"
      onDismiss={() => {
        setCookie(HIDE_ALERT_COOKIE, "true", { days: HIDE_ALERT_DAYS });
        setDismissed(true);
      }}
    />
  );
}

/** The alert banner (componentName "AlertBanner"), see `ClientAlert` for where it renders. */
export const alertBannerBlock = defineBlock<typeof alertBannerLoader>(({ fields }, context) => {
  const alert = {
    show: fields.ShowMessage,
    type: fields.MessageType.value,
    title: fields.Title.value,
    text: fields.Text.value,
  };
  if (!shouldShowAlert(alert)) return null;
  return <ClientAlert alert={alert} context={context} />;
});
