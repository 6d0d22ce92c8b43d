/** A form that counts as a lead names itself: `<form data-lead-form="test_drive">`. */
export const leadFormAttribute = "data-lead-form";

/** What the listener hears that may be a lead: a followed link's href, or a lead form's name. */
export type LeadCandidate = { href: string } | { form: string };

export interface LeadSink {
  hear(candidate: LeadCandidate): void;
  /** Drops leads still waiting (unmount). */
  cancel(): void;
}

/** Links that may be leads (specs/marketplace.md, Analytics): phone, e-mail and maps links. */
const leadScheme = /^\s*(tel|mailto|https?):/i;

/**
 * One delegated listener pair on the document for every lead link and lead form the shell and
 * flows render, now or later (capture phase: a handler that stops propagation cannot hide it).
 * Only what may be a lead reaches the sink: not the site's own links, not other forms. Returns
 * the cleanup.
 */
export function listenForLeads(doc: Document, sink: LeadSink): () => void {
  const onClick = (event: MouseEvent) => {
    const target = event.target;
    const href = target instanceof Element ? target.closest("a[href]")?.getAttribute("href") : null;
    if (href && leadScheme.test(href)) sink.hear({ href });
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    const name = form instanceof Element ? form.getAttribute(leadFormAttribute) : null;
    if (name) sink.hear({ form: name });
  };
  doc.addEventListener("click", onClick, true);
  doc.addEventListener("submit", onSubmit, true);
  return () => {
    doc.removeEventListener("click", onClick, true);
    doc.removeEventListener("submit", onSubmit, true);
    sink.cancel();
  };
}
