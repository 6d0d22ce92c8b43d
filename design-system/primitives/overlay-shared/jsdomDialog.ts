/**
 * For unit tests only: jsdom has `<dialog>` but not `showModal()` or `close()`. This stand-in
 * opens and closes the element (no top layer, no inertness: those are tested in Storybook, in
 * Chromium). `close()` fires the `close` event like the browser does.
 */
export function installDialogPolyfill(): void {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === "function") return;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  proto.show = proto.showModal;
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
}
