import { m } from "../paraglide/messages.js";
import { headingPage } from "../ui/heading-page";

/** The newsletter subscription's confirmation (newsletter layout). */
const page = headingPage((o) => m.newsletter_confirmation_title({}, o));
export const meta = page.meta;
export default page.Component;
