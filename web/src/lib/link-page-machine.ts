import { type AnyEventObject, assign, fromPromise, type PromiseActorLogic } from "xstate";

/** The server refused the link or the act (a bad link, too late): its French message, no data. */
export type LinkRefusal = { kind: "refused"; message?: string };

/** What loading a link's record answers: the record the page shows, or the refusal. */
export type LinkLoad<View> = { kind: "found"; view: View } | LinkRefusal;

export interface LinkPageContext<View, Outcome = never> {
  view: View | null;
  /** What the act answered, for a page that shows it beside the record. */
  outcome: Outcome | null;
  /** The server's French message when it refused. */
  refusal: string | null;
  /**
   * What the act is about when the page offers more than one (one participant, or the whole), as
   * the visitor's event said: the act's actor gets it, a RETRY too.
   */
  act?: unknown;
}

/**
 * The names a page gives its one act (« Annuler », « Me retirer »): the actor that sends it, the
 * visitor's event, and the states while it is sent, when it got no answer, and once it is done.
 */
export interface LinkPageSteps {
  actor: string;
  event: string;
  acting: string;
  failed: string;
  done: string;
}

/** The visitor's act, and RETRY after no answer. */
export type LinkPageEvent<Steps extends LinkPageSteps> =
  | { type: Steps["event"]; input?: unknown }
  | { type: "RETRY" };

function placeholder<Answer>(name: string) {
  return fromPromise<Answer>(async () => {
    throw new Error(`${name} must be provided`);
  });
}

/**
 * The actors of a link page's `setup`: the load and the act, placeholders that the feature's hook
 * replaces with machine.provide (a machine file knows nothing of React or fetch).
 */
export function linkPageActors<View, ActAnswer, const Steps extends LinkPageSteps>(steps: Steps) {
  return {
    load: placeholder<LinkLoad<View>>("load"),
    [steps.actor]: placeholder<ActAnswer>(steps.actor),
  } as { load: PromiseActorLogic<LinkLoad<View>> } & Record<
    Steps["actor"],
    PromiseActorLogic<ActAnswer>
  >;
}

const refusalOf = (output: { kind: string; message?: string }) =>
  output.kind === "refused" ? (output.message ?? null) : null;

const refused = {
  target: "refused",
  actions: assign({ refusal: ({ event }: { event: AnyEventObject }) => refusalOf(event.output) }),
};

/**
 * The states of a page opened by an e-mail's signed link: loading -> ready (the record and what
 * one may do) -> acting -> done; or refused (the server's message); or failed (no answer: RETRY
 * asks again, the load and the act being safe to repeat). Only the act, a visitor's press,
 * changes anything: the load is a read (mail scanners open links). `settle` says what an act the
 * server accepted changes on the page.
 */
export function linkPageConfig<View, Outcome, Acted, const Steps extends LinkPageSteps>({
  id,
  steps,
  settle,
}: {
  id: string;
  steps: Steps;
  settle: (acted: Acted) => Partial<LinkPageContext<View, Outcome>>;
}) {
  type StateName =
    | "loading"
    | "loadFailed"
    | "ready"
    | "refused"
    | Steps["acting"]
    | Steps["failed"]
    | Steps["done"];
  const context: LinkPageContext<View, Outcome> = { view: null, outcome: null, refusal: null };
  // The act's states are named by the feature, which xstate cannot type from a parameter: they
  // are typed by their names here, and each feature's unit test drives every transition.
  const states = {
    loading: {
      invoke: {
        src: "load",
        onDone: [
          {
            guard: ({ event }: { event: AnyEventObject }) => event.output.kind === "found",
            target: "ready",
            actions: assign({ view: ({ event }: { event: AnyEventObject }) => event.output.view }),
          },
          refused,
        ],
        onError: "loadFailed",
      },
    },
    loadFailed: { on: { RETRY: "loading" } },
    ready: {
      on: {
        [steps.event]: {
          target: steps.acting,
          actions: assign({ act: ({ event }: { event: AnyEventObject }) => event.input }),
        },
      },
    },
    [steps.acting]: {
      invoke: {
        src: steps.actor,
        input: ({ context }: { context: LinkPageContext<View, Outcome> }) => context.act,
        onDone: [
          {
            guard: ({ event }: { event: AnyEventObject }) => event.output.kind !== "refused",
            target: steps.done,
            actions: assign(({ event }: { event: AnyEventObject }) => settle(event.output)),
          },
          refused,
        ],
        onError: steps.failed,
      },
    },
    [steps.failed]: { on: { RETRY: steps.acting } },
    refused: { type: "final" },
    [steps.done]: { type: "final" },
  } as unknown as Record<StateName, object>;
  return { id, initial: "loading" as const, context, states };
}

/** Where a link page stands, in the same words for every feature's act. */
export type LinkPageStep =
  | "loading"
  | "loadFailed"
  | "refused"
  | "ready"
  | "acting"
  | "failed"
  | "done";

/** The step of a link page's snapshot value, its act's states read by their feature's names. */
export function linkPageStep(value: unknown, steps: LinkPageSteps): LinkPageStep {
  if (value === steps.acting) return "acting";
  if (value === steps.failed) return "failed";
  if (value === steps.done) return "done";
  return value as "loading" | "loadFailed" | "refused" | "ready";
}
