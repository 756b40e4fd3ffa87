import { z } from "zod";
import { m } from "../paraglide/messages.js";
import type { Language } from "./locales";

/**
 * A form's field rules live in its zod schema, each with the paraglide message that names its
 * problem (issue 51, decision 190). Messages are said in the language of the post, which a static
 * schema cannot know: zod's error customisation gives a rule's `error` the issue only. So a form's
 * schema is built once per language, its rules saying their messages through `say`, and the write
 * endpoint parses with the schema of the request's language. The generated HTML constraints
 * (scripts/build-form-constraints.mjs) read the same schema, so the browser refuses what the
 * server would, and says it with the same messages (ui/field-messages.tsx).
 */

/** A paraglide message: its inputs, said in a language. */
type Message<Inputs> = (inputs: Inputs, options: { locale: Language }) => string;

/** zod's `error` parameter saying `message`, in the language the schema is built for. */
export type Say = <Inputs extends object>(message: Message<Inputs>, inputs?: Inputs) => { error: () => string };

export interface LocalisedSchema<Schema> {
  /** The schema whose rules speak `language` (built on first use, then kept). */
  (language: Language): Schema;
  /** The keys of the paraglide messages its rules say: each must exist in every language. */
  readonly messages: readonly string[];
}

const sayIn =
  (language: Language): Say =>
  (message, inputs) => ({ error: () => message(inputs ?? ({} as never), { locale: language }) });

/** A form's schema in every language, from one definition whose rules say their messages. */
export function localisedSchema<Schema>(build: (say: Say) => Schema): LocalisedSchema<Schema> {
  const built = new Map<Language, Schema>();
  const schema = (language: Language): Schema => {
    let found = built.get(language);
    if (!found) built.set(language, (found = build(sayIn(language))));
    return found;
  };
  let messages: string[] | undefined;
  return Object.defineProperty(schema, "messages", {
    get() {
      if (!messages) {
        const said = new Set<string>();
        build((message) => {
          said.add(message.name);
          return { error: () => message.name };
        });
        messages = [...said];
      }
      return messages;
    },
  }) as LocalisedSchema<Schema>;
}

/** Above this, posted text only guards the server against abuse: no field of ours takes as much. */
export const POSTED_TEXT_MAX = 1000;

/** Text up to what no field of ours takes. */
export const anyText = (say: Say) =>
  z
    .string(say(m.checkout_error_required))
    .max(POSTED_TEXT_MAX, say(m.checkout_error_too_long, { max: POSTED_TEXT_MAX }));

/** Posted text, up to what no field of ours takes; absent reads as nothing. */
export const postedText = (say: Say) => anyText(say).optional();

/** Text of at most `max` characters once trimmed (what is sent is trimmed). */
export const limitedText = (say: Say, max: number) =>
  z.string(say(m.checkout_error_required)).trim().max(max, say(m.checkout_error_too_long, { max }));

/** A field that must be filled: HTML's `required`, the same words as the browser's. */
export const filled = (say: Say, rule: z.ZodString) => rule.min(1, say(m.checkout_error_required));

/**
 * `pattern` for a field that may be left empty: HTML checks a pattern on a filled field only, and
 * the schema does the same (`filled` says when a field must be).
 */
export const orEmpty = (pattern: RegExp): RegExp =>
  new RegExp(`^(?:${pattern.source.replace(/^\^/, "").replace(/\$$/, "")})?$`, pattern.flags);
