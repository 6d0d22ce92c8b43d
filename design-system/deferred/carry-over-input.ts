type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface FieldInput {
  name: string;
  value: string;
  /** A checkbox or radio button: whether it is ticked. */
  checked?: boolean;
}

/** What a visitor typed or ticked in a form's markup, to put into its live twin. */
export interface CarriedInput {
  /** Puts the input into the same-named fields of `container` (as typed: input and change
   * events, so the live form's state has it), and the focus back into the field, link or button
   * that had it. */
  restoreIn(container: HTMLElement): void;
}

/** What can hold the focus in a section's markup: its position among these finds its twin. */
const focusable = "a[href], button, input, select, textarea, summary, [tabindex]";

const isChoice = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio");

function edited(field: Field): boolean {
  if (isChoice(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  }
  return field.value !== field.defaultValue;
}

function fieldsNamed(container: HTMLElement, name: string): Field[] {
  return [
    ...container.querySelectorAll<Field>(
      `input[name="${CSS.escape(name)}"], textarea[name="${CSS.escape(name)}"], select[name="${CSS.escape(name)}"]`,
    ),
  ];
}

/** Sets a value as typing does: through the element's own setter, which React's tracker sees. */
function type(field: Exclude<Field, HTMLInputElement> | HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
  field.dispatchEvent(new Event("change", { bubbles: true }));
}

/**
 * Reads the fields of `container` a visitor changed (by name) and which element has the focus,
 * before the markup is replaced by a live twin of the same markup (DeferredSection).
 */
export function carryOverInput(container: HTMLElement): CarriedInput {
  const fields = [
    ...container.querySelectorAll<Field>("input[name], textarea[name], select[name]"),
  ];
  const changed: FieldInput[] = fields
    .filter(edited)
    .map((field) =>
      isChoice(field)
        ? { name: field.name, value: field.value, checked: field.checked }
        : { name: field.name, value: field.value },
    );
  const focused = fields.find((field) => field === document.activeElement)?.name;
  // A link or button (a keyboard visitor tabbing through a deferred footer): the same position.
  const focusedAt = [...container.querySelectorAll(focusable)].findIndex(
    (element) => element === document.activeElement,
  );
  return {
    restoreIn(live) {
      for (const { name, value, checked } of changed) {
        const targets = fieldsNamed(live, name);
        if (checked === undefined) {
          const target = targets[0];
          if (target && target.value !== value) type(target, value);
          continue;
        }
        const target = targets.find((field) => isChoice(field) && field.value === value);
        if (target instanceof HTMLInputElement && target.checked !== checked) target.click();
      }
      if (focused !== undefined) fieldsNamed(live, focused)[0]?.focus();
      else if (focusedAt >= 0) {
        live.querySelectorAll<HTMLElement>(focusable)[focusedAt]?.focus({ preventScroll: true });
      }
    },
  };
}
