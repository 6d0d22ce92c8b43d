import type { Step } from "./rules";
import type { ServiceBookingEvent } from "./types";

/** The analytics names of the steps (specs §4.1: one step event per step). */
export const stepNames: Record<Exclude<Step, 0>, string> = {
  1: "vehicle",
  2: "services",
  3: "addons",
  4: "workshop",
  5: "confirmation",
};

export function stepEvent(step: Exclude<Step, 0>): ServiceBookingEvent {
  return { kind: "step", step, stepName: stepNames[step] };
}
