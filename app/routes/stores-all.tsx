import { m } from "../paraglide/messages.js";
import { headingPage } from "../ui/heading-page";

/** The list of all stores (FR, CH and GB sites only: store-access). */
const page = headingPage((o) => m.stores_all_title({}, o));
export const meta = page.meta;
export default page.Component;
