import { safeDecode } from "../lib/cookies";
import { pushToDataLayer, type DataLayerEvent } from "./data-layer";
import type { LeadSink } from "./lead-listener";

/**
 * Leads (specs/marketplace.md, Analytics): a visitor calling, e-mailing, opening directions or
 * sending a form. One `lead` event per lead: `lead_name` says which kind, `lead_action` what it
 * was aimed at (the number, the address, the maps link, the form's name).
 */
export type LeadName = "phone" | "email" | "maps" | "form_submit";

export interface Lead {
  name: LeadName;
  action: string;
}

/** Tracking debounce (specs): the same lead repeated within this time is pushed once. */
export const LEAD_DEBOUNCE_MS = 500;

export function leadEvent({ name, action }: Lead): DataLayerEvent {
  return { event: "lead", lead_name: name, lead_action: action };
}

/** Hosts (and, for a general Google host, the path) of the maps services directions open in. */
function isMapsUrl(url: URL): boolean {
  const host = url.hostname.toLowerCase();
  if (/^maps\.google\.[a-z.]+$/.test(host) || host === "maps.app.goo.gl") return true;
  if (host === "maps.apple.com") return true;
  if (/^(www\.)?google\.[a-z.]+$/.test(host) || host === "goo.gl") {
    return url.pathname.startsWith("/maps");
  }
  return false;
}

/** The lead a link makes when followed: tel:, mailto: and maps links; null for any other. */
export function leadOfHref(href: string): Lead | null {
  const trimmed = href.trim();
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed)?.[1]?.toLowerCase();
  if (scheme === "tel") return { name: "phone", action: safeDecode(trimmed.slice(4)).trim() };
  if (scheme === "mailto") {
    return { name: "email", action: safeDecode(trimmed.slice(7).split("?", 1)[0] ?? "").trim() };
  }
  if (scheme === "https" || scheme === "http") {
    try {
      if (isMapsUrl(new URL(trimmed))) return { name: "maps", action: trimmed };
    } catch {
      return null;
    }
  }
  return null;
}

export interface LeadTracker {
  track(lead: Lead): void;
  /** Drops leads still waiting (unmount). */
  cancel(): void;
}

/**
 * Debounced pushes: a lead is pushed once no repeat of it (same kind and target) came for
 * `wait` ms, so a double click or a repeated tap makes one event; different leads do not wait
 * for each other.
 */
export function createLeadTracker(
  push: (event: DataLayerEvent) => void = pushToDataLayer,
  wait = LEAD_DEBOUNCE_MS,
): LeadTracker {
  const pending = new Map<string, ReturnType<typeof setTimeout>>();
  return {
    track(lead) {
      const key = `${lead.name}\n${lead.action}`;
      clearTimeout(pending.get(key));
      pending.set(
        key,
        setTimeout(() => {
          pending.delete(key);
          push(leadEvent(lead));
        }, wait),
      );
    },
    cancel() {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    },
  };
}

/** A sink for the document's lead listener (lead-listener.ts): what it hears, tracked as leads. */
export function leadSink(tracker: LeadTracker): LeadSink {
  return {
    hear(candidate) {
      const lead: Lead | null =
        "form" in candidate
          ? { name: "form_submit", action: candidate.form }
          : leadOfHref(candidate.href);
      if (lead) tracker.track(lead);
    },
    cancel: () => tracker.cancel(),
  };
}
