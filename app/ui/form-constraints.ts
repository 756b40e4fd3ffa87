import { FORM_CONSTRAINTS } from "./form-constraints.generated";

type Constraints = typeof FORM_CONSTRAINTS;
type Attributes = {
  required?: boolean;
  type?: string;
  maxLength?: number;
  minLength?: number;
  pattern?: string;
  min?: number;
  max?: number;
  step?: number;
};

/**
 * The HTML constraints of one form field, from the zod schema its write endpoint checks it with
 * (generated at build time: scripts/build-form-constraints.mjs), to spread on the input:
 * `<input name="code" {...constraintsOf("cart", "promo-add", "code")} />`.
 */
export function constraintsOf<
  Form extends keyof Constraints,
  Intent extends keyof Constraints[Form],
  Field extends keyof Constraints[Form][Intent],
>(form: Form, intent: Intent, field: Field): Attributes {
  return FORM_CONSTRAINTS[form][intent][field] as Attributes;
}
