import { useLocation } from "react-router";
import { pagePath } from "../lib/tracking-params";

/**
 * Where a plain (no-JavaScript) form post comes back to after its 303 (Post/Redirect/Get): the
 * page the form is on, tracking parameters aside. The server accepts it only as a same-site path (lib/return-to.ts).
 */
export function ReturnToField() {
  const { pathname, search } = useLocation();
  return <input type="hidden" name="returnTo" value={pagePath(pathname, search)} />;
}
