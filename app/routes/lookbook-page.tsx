import { m } from "../paraglide/messages.js";
import { slugTitledPage } from "../features/browse/slug-titled-page";

const page = slugTitledPage(m.lookbook_title);

export const meta = page.meta;

export default page.Component;
