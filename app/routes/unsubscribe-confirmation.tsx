import { m } from "../paraglide/messages.js";
import { headingPage } from "../ui/heading-page";

/** The unsubscription's confirmation (newsletter layout). */
const page = headingPage((o) => m.unsubscribe_confirmation_title({}, o), { noindex: true });
export const meta = page.meta;
export default page.Component;
