export const buttonVariants = ["Primary", "Secondary", "Ghost", "Ghost Contrast"] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

/** Content authors type the variant; anything the design does not know is Primary (specs). */
export function toButtonVariant(value: string | null | undefined): ButtonVariant {
  return (buttonVariants as readonly string[]).includes(value ?? "")
    ? (value as ButtonVariant)
    : "Primary";
}
