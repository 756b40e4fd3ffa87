import type { FormEvent, ReactNode } from "react";
import type { CartAnswer } from "../intents";
import { CartForm } from "./cart-form";
import { m } from "../../../paraglide/messages.js";
import { useLocale } from "../../../lib/i18n";
import { useAnswerTarget } from "../../../lib/use-flash";
import { useForm } from "../../../lib/use-form";

/**
 * The add-to-cart form a product page is given (routes compose them: the page imports no cart
 * code). It posts `add-to-cart` to the cart's one endpoint through its own fetcher (`formKey`:
 * one per product and colour, so an answer never follows the shopper to the next product), and
 * hands its contents the answer (the fetcher's, else the one a plain post came back with),
 * whether it is being sent, and the id a plain post's answer is said under (its 303 lands there).
 */
export function AddToCartForm({
  formKey,
  className,
  onSubmit,
  children,
}: {
  formKey: string;
  className?: string;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children: (state: { answer: CartAnswer | undefined; submitting: boolean; answerTarget?: string }) => ReactNode;
}) {
  const { fetcher, answer } = useForm("cart", { key: formKey, intents: ["add-to-cart"] });
  const { language } = useLocale();
  const answerTarget = useAnswerTarget(answer).id;
  return (
    <CartForm
      fetcher={fetcher}
      fields={{ intent: "add-to-cart" }}
      className={className}
      preventScrollReset
      onSubmit={onSubmit}
      noValidate
      toolname="add_to_cart"
      tooldescription={m.webmcp_add_description({}, { locale: language })}
    >
      {children({ answer, submitting: fetcher.state === "submitting", answerTarget })}
    </CartForm>
  );
}
