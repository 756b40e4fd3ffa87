import { m } from "../../paraglide/messages.js";
import { headingPage } from "../../ui/heading-page";

const page = headingPage((o) => m.order_delivery_title({}, o), { noindex: true });
export const meta = page.meta;
export default page.Component;
