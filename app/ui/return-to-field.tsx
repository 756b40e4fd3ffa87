import { useLocation } from "react-router";

/**
 * Where a plain (no-JavaScript) form post comes back to after its 303 (Post/Redirect/Get): the
 * page the form is on. The server accepts it only as a same-site path (lib/return-to.ts).
 */
export function ReturnToField() {
  const { pathname, search } = useLocation();
  return <input type="hidden" name="returnTo" value={`${pathname}${search}`} />;
}
