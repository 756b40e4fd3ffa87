import { m } from "../paraglide/messages.js";
import { headingPage } from "../ui/heading-page";

/** The store locator (FR, CH and GB sites only: store-access). */
const page = headingPage((o) => m.stores_title({}, o));
export const meta = page.meta;
export default page.Component;
