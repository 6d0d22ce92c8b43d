import { useEffect } from "react";
import { useLocation } from "react-router";
import { pageViewEvent, pushToDataLayer, type PageViewInput } from "./data-layer";

/** Pushes a page view on the first load and on every client-side navigation. */
export function PageViewTracker(props: PageViewInput) {
  const location = useLocation();
  const { pageName, pageVariantId, language, currency } = props;
  useEffect(() => {
    pushToDataLayer(pageViewEvent({ pageName, pageVariantId, language, currency }));
    // One event per location: the other values change with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
  return null;
}
