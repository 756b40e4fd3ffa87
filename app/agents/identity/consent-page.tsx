import { m } from "../../paraglide/messages.js";
import { useMessageOptions } from "../../lib/i18n";
import { useForm } from "../../lib/use-form";
import { FormOutcome } from "../../ui/form-outcome";
import { PageHeading } from "../../ui/page-heading";
import type { AgentAccessData } from "./consent.server";

/**
 * The shopper's consent to an agent acting for her (decision 202): who asks (its registered name
 * and where it will be sent back), what it may do, how long, and two buttons of equal weight.
 */
export function AgentAccessPage({ data }: { data: AgentAccessData }) {
  const options = useMessageOptions();
  const { fetcher, answer, busy } = useForm("agentAccess", { key: "agent-access" });
  if (!data.valid)
    return (
      <PageHeading title={m.agent_link_refused_title({}, options)} intro={m.agent_link_refused_text({}, options)} />
    );
  const hidden = Object.entries(data.fields).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
  return (
    <section className="agent-access" aria-labelledby="agent-access-title">
      <header className="page-heading">
        <h1 id="agent-access-title">{m.agent_link_title({ client: data.clientName }, options)}</h1>
        <p className="page-intro">
          {m.agent_link_intro({ client: data.clientName, host: data.redirectHost }, options)}
        </p>
      </header>
      <h2>{m.agent_link_may({}, options)}</h2>
      <ul className="agent-access__scopes">
        {data.scopes.map((scope) => (
          <li key={scope}>{scope}</li>
        ))}
      </ul>
      <p>{m.agent_link_never({}, options)}</p>
      <p>{m.agent_link_duration({}, options)}</p>
      <FormOutcome base="agent-access__outcome" answer={answer && !answer.ok ? answer : undefined} />
      <fetcher.Form method="post" className="agent-access__actions">
        {hidden}
        <button type="submit" name="intent" value="allow" className="button" disabled={busy}>
          {m.agent_link_allow({}, options)}
        </button>
        <button type="submit" name="intent" value="deny" className="button button--secondary" disabled={busy}>
          {m.agent_link_deny({}, options)}
        </button>
      </fetcher.Form>
    </section>
  );
}
