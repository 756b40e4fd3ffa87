import { ACCOUNT_PAGE_TITLES } from "../../features/account/account-pages";
import { headingPage } from "../../ui/heading-page";

const page = headingPage((o) => ACCOUNT_PAGE_TITLES["account-delivery-addresses"]({}, o));
export const meta = page.meta;
export default page.Component;
