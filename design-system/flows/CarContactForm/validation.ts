import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import {
  carContactSchema,
  type CarContactInput,
  type CarContactMessages,
  type CarContactRules,
  type CarContactValues,
} from "./schema";

/**
 * The form's validation, in a chunk of its own (zod and the resolver): the form imports it when
 * the visitor first focuses a field, or at the latest on submit.
 */
export function carContactResolver(
  messages: CarContactMessages,
  rules: CarContactRules,
): Resolver<CarContactInput, unknown, CarContactValues> {
  return zodResolver(carContactSchema(messages, rules));
}
