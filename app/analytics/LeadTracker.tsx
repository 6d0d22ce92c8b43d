import { useEffect } from "react";
import { listenForLeads, type LeadCandidate, type LeadSink } from "./lead-listener";

/**
 * The lead rules and the debounced tracker (leads.ts) load with the first link or form that may
 * be a lead, not with every page (issue 17): most visits follow none. One tracker per document.
 */
export function onDemandLeadSink(load = () => import("./leads")): LeadSink {
  let sink: Promise<LeadSink> | undefined;
  let cancelled = false;
  return {
    hear(candidate: LeadCandidate) {
      sink ??= load().then((leads) => leads.leadSink(leads.createLeadTracker()));
      void sink.then((loaded) => {
        if (!cancelled) loaded.hear(candidate);
      });
    },
    cancel() {
      cancelled = true;
      void sink?.then((loaded) => loaded.cancel());
    },
  };
}

/** Pushes lead events (phone, e-mail, maps links, lead forms) for the whole document. */
export function LeadTracker() {
  useEffect(() => listenForLeads(document, onDemandLeadSink()), []);
  return null;
}
