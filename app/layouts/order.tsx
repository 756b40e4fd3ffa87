import { routeComponent } from "../routing/route-component";
import { Outlet, useMatches } from "react-router";
import { m } from "../paraglide/messages.js";
import { SiteHeader } from "../features/shell/site-header";
import { useLocale } from "../lib/i18n";
import { funnelStepOf, routeNameFromId } from "../pages/kinds";

const STEPS = [1, 3, 4, 5, 6] as const;

/** Checkout: logo and the step indicator only (DESIGN.md, order layout). */
function OrderLayout() {
  const options = { locale: useLocale().language };
  const current = funnelStepOf(routeNameFromId(useMatches().at(-1)?.id));
  const label = (step: (typeof STEPS)[number]) =>
    ({
      1: m.funnel_step_cart,
      3: m.funnel_step_billing,
      4: m.funnel_step_delivery,
      5: m.funnel_step_payment,
      6: m.funnel_step_confirmation,
    })[step]({}, options);
  return (
    <>
      <SiteHeader minimal>
        <nav aria-label={m.funnel_steps_label({}, options)}>
          <ol className="funnel-steps">
            {STEPS.map((step) => (
              <li key={step} aria-current={step === current ? "step" : undefined}>
                {label(step)}
              </li>
            ))}
          </ol>
        </nav>
      </SiteHeader>
      <main id="main" className="page container" data-layout="order">
        <Outlet />
      </main>
    </>
  );
}

export default routeComponent(OrderLayout);
