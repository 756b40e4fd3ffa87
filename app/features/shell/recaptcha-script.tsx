import { useNonce } from "../../lib/document-context";

/**
 * The recaptcha script (spec 4): on the payment step, and on every page where the store enables
 * it. React places one async script in the head, however many pages ask for it.
 */
export function RecaptchaScript({ src }: { src: string | null }) {
  const nonce = useNonce();
  return src ? <script async src={src} nonce={nonce || undefined} /> : null;
}
