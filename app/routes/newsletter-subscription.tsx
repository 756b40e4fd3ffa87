import { m } from "../paraglide/messages.js";
import { headingPage } from "../ui/heading-page";

/** Newsletter subscription (newsletter layout). */
const page = headingPage((o) => m.newsletter_subscription_title({}, o));
export const meta = page.meta;
export default page.Component;
