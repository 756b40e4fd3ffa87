import { useEffect, useRef } from "react";
import { type FetcherWithComponents, type RouterState, useFetcher } from "react-router";
import { useToast } from "../ui/toasts";
import { useRouterStateSource } from "../framework/data-router";
import type { FlashedAnswers, FlashForm } from "./flash";
import type { FormAnswer } from "./form-answer";
import { useFlashedAnswer } from "./use-flash";

/** The answer of one of the forms a flash may carry (lib/flash.ts): the type its schema checks. */
export type AnswerOf<Form extends FlashForm> = FlashedAnswers[Form];
/** The intents a form of `Form` posts. */
export type IntentOf<Form extends FlashForm> = Exclude<AnswerOf<Form>["intent"], "invalid">;

export interface FormOptions<Form extends FlashForm> {
  /** The fetcher's key: every component using it sees the same post and answer. */
  key: string;
  /** The intents this form posts, when its page has other forms of the same domain (default: any). */
  intents?: readonly IntentOf<Form>[];
  /** Which answers are this form's, where a page has several alike (a heart per product, a line per cart line). */
  about?: (answer: AnswerOf<Form>) => boolean;
  /** The fetcher's answers said in a toast as they come: done ones, refused ones, or every one. */
  toast?: "done" | "refused" | "every";
  /** False where the page says a plain post's answer itself, once for a list of these forms. */
  saysFlashed?: boolean;
}

export interface FormState<Answer> {
  fetcher: FetcherWithComponents<Answer>;
  /** The fetcher's answer with scripts; before any, the one a plain post came back with (Post/Redirect/Get). */
  answer: Answer | undefined;
  /** `answer` is the one a plain post came back with. */
  flashed: boolean;
  /** A refused answer's reasons, by field. */
  errors: Readonly<Record<string, string>>;
  /** What was typed in a refused plain post, to show the form as it was left. */
  values: Readonly<Record<string, string>> | undefined;
  /** The form is being sent, or its answer's page loaded. */
  busy: boolean;
}

const NO_ERRORS: Readonly<Record<string, string>> = Object.freeze({});

/**
 * The one way a form of any domain reads its answer: its fetcher's (with scripts), else the one
 * its plain post came back with (flashed by the 303, checked by the form's schema when read), the
 * same for every domain (`answerOf` says which).
 */
export function useForm<Form extends FlashForm>(form: Form, options: FormOptions<Form>): FormState<AnswerOf<Form>>;
export function useForm(form: FlashForm, options: FormOptions<FlashForm>): FormState<AnswerOf<FlashForm>> {
  const fetcher = useFetcher<AnswerOf<FlashForm>>({ key: options.key });
  const { fetched, flashed } = answerOf(fetcher.data, useFlashedAnswer(form), options);
  useAnswerToast(fetcher.state === "idle" ? fetched : undefined, options.toast);
  const answer = fetched ?? flashed;
  const refused = answer && !answer.ok ? answer : undefined;
  return {
    fetcher,
    answer,
    flashed: flashed !== undefined,
    errors: refused?.fieldErrors ?? NO_ERRORS,
    values: refused?.values,
    busy: fetcher.state !== "idle",
  };
}

/**
 * Which answer a form shows, of its fetcher's (`data`) and the one a plain post came back with
 * (`flash`): the fetcher's once it has answered (never an older plain post's then), when it is
 * about one of `intents` or says the post was invalid; else the flashed one, when it is about one
 * of `intents` (a flashed "invalid" only for a form that names none: it cannot tell which form
 * it was) and the form says flashed answers. `about` picks this form's among alike ones.
 */
export function answerOf<Answer extends FormAnswer<string>>(
  data: Answer | undefined,
  flash: Answer | undefined,
  {
    intents,
    about,
    saysFlashed = true,
  }: Pick<FormOptions<FlashForm>, "saysFlashed"> & {
    intents?: readonly string[];
    about?: (answer: Answer) => boolean;
  },
): { fetched?: Answer; flashed?: Answer } {
  const posted = (intent: string) => !intents || intents.includes(intent);
  const ours = (answer: Answer) => !about || about(answer);
  if (data) return data.intent === "invalid" || (posted(data.intent) && ours(data)) ? { fetched: data } : {};
  return saysFlashed && flash && posted(flash.intent) && ours(flash) ? { flashed: flash } : {};
}

/** Says a fetcher's answer in a toast once it has come, when `toast` asks for its kind. */
function useAnswerToast(done: FormAnswer<string> | undefined, toast: FormOptions<FlashForm>["toast"]) {
  const notify = useToast();
  useEffect(() => {
    const kind = done ? toastKind(done, toast) : null;
    if (done && kind) notify(done.message, kind);
  }, [done, toast, notify]);
}

/** How a fetcher's answer is said in a toast, if `toast` asks for its kind. */
export function toastKind(answer: { ok: boolean }, toast: FormOptions<FlashForm>["toast"]): "success" | "error" | null {
  if (answer.ok) return toast === "done" || toast === "every" ? "success" : null;
  return toast === "refused" || toast === "every" ? "error" : null;
}

/**
 * Calls `onAnswer` once for each fetcher answer that `matches`, whichever form posted it (the
 * form may be gone by then), with the page visit (location key) it came back on: the cart's
 * lost-cart notice and the data layer's cart events.
 *
 * Read from the router's own state updates, not from a render (framework/data-router.ts and decision
 * 172 say why). Answers already there when the component mounts are not this page's news.
 */
export function useEachFetcherAnswer<Answer extends object>(
  matches: (value: unknown) => value is Answer,
  onAnswer: (answer: Answer, visit: string) => void,
) {
  const router = useRouterStateSource();
  const latest = useRef(onAnswer);
  useEffect(() => {
    latest.current = onAnswer;
  });
  useEffect(() => {
    if (!router) return;
    const seen = new WeakSet<object>();
    const answersIn = (state: RouterState) =>
      [...state.fetchers.values()].map((fetcher): unknown => fetcher.data).filter(matches);
    for (const answer of answersIn(router.state)) seen.add(answer);
    return router.subscribe((state) => {
      for (const answer of answersIn(state)) {
        if (seen.has(answer)) continue;
        seen.add(answer);
        latest.current(answer, state.location.key);
      }
    });
  }, [router, matches]);
}
