import type { FormEvent } from "react";

/**
 * Forms keep `noValidate` once scripts run (the browser's bubbles speak its own language, not the
 * page's), and check native validity themselves before anything is sent: every invalid field then
 * fires `invalid` and shows its message (ui/text-field.tsx), the first one takes the focus, and
 * nothing goes to the server. A button marked `formNoValidate` (delete, cancel) skips the check.
 */
export function checkBeforeSubmit(event: FormEvent<HTMLFormElement>): void {
  const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | HTMLInputElement | null;
  if (submitter?.formNoValidate) return;
  const form = event.currentTarget;
  if (form.checkValidity()) return;
  event.preventDefault();
  form.querySelector<HTMLElement>("input:invalid, select:invalid, textarea:invalid")?.focus();
}
