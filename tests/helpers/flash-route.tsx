import { Outlet, useLoaderData } from "react-router";
import type { Flash } from "../../app/lib/flash";
import { FlashProvider } from "../../app/lib/use-flash";

/** A locale route as the app's (routes/locale.tsx) hands the page its flash: give it a loader returning `{ flash }`. */
export function FlashRoute() {
  const { flash } = useLoaderData<{ flash: Flash }>();
  return (
    <FlashProvider flash={flash}>
      <Outlet />
    </FlashProvider>
  );
}
