import { routeComponent } from "../routing/route-component";
import { m } from "../paraglide/messages.js";
import type { Route } from "./+types/icons";
import { useMessageOptions } from "../lib/i18n";
import { pageMeta } from "../lib/meta";
import { Icon } from "../ui/icon";
import { ICON_NAMES } from "../ui/icon-names";
import { PageHeading } from "../ui/page-heading";

export function meta({ location }: Route.MetaArgs) {
  return [
    ...pageMeta(location.pathname, (o) => m.icons_title({}, o)),
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/** Every symbol of the sprite with its name: the reference for designers and developers. */
function Icons() {
  const options = useMessageOptions();
  return (
    <>
      <PageHeading
        title={m.icons_title({}, options)}
        intro={m.icons_intro({ count: String(ICON_NAMES.length) }, options)}
      />
      <ul className="icon-grid">
        {ICON_NAMES.map((name) => (
          <li key={name}>
            <Icon name={name} />
            <code>{name}</code>
          </li>
        ))}
      </ul>
    </>
  );
}

export default routeComponent(Icons);
