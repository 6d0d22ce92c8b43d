import { useEffect } from "react";
import { createLeadTracker, listenForLeads } from "./leads";

/** Pushes lead events (phone, e-mail, maps links, lead forms) for the whole document. */
export function LeadTracker() {
  useEffect(() => listenForLeads(document, createLeadTracker()), []);
  return null;
}
