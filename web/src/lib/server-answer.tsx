import type { VisitorPageAnswer } from "@shared/payments/visitor-page-renderer";
import { createContext, type ReactNode, useContext } from "react";

/**
 * The API's answer to a page's own GET, given with the page: the server (functions/api, a payment
 * link's page) renders the page with it, puts it in the HTML as JSON, and the client hydrates with
 * the same answer, so that its first render is the server's markup and it does not ask again.
 */
export type ServerAnswer = VisitorPageAnswer;

/** The id of the JSON block that carries it in the HTML (never executed: JSON, not a script). */
export const SERVER_ANSWER_ID = "server-answer";

const GivenAnswer = createContext<ServerAnswer | undefined>(undefined);

/** Answers already used once: a later visit of the same page (in-app navigation) asks the API. */
const used = new WeakSet<ServerAnswer>();

export function ServerAnswerProvider({
  answer,
  children,
}: {
  answer: ServerAnswer | undefined;
  children: ReactNode;
}) {
  return <GivenAnswer value={answer}>{children}</GivenAnswer>;
}

/** The answer to GET `path` the page came with, until markServerAnswerUsed says it was shown. */
export function useServerAnswer(path: string): ServerAnswer | undefined {
  const answer = useContext(GivenAnswer);
  return answer && answer.path === path && !used.has(answer) ? answer : undefined;
}

export function markServerAnswerUsed(answer: ServerAnswer): void {
  used.add(answer);
}

/** The answer's JSON block, inside <script>: it must not be able to close the tag. */
export function serverAnswerScript(answer: ServerAnswer): string {
  return `<script type="application/json" id="${SERVER_ANSWER_ID}">${scriptJson(answer)}</script>`;
}

/** JSON inside <script> must not be able to close the tag (nor break a line in old parsers). */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replaceAll("<", "\\u003c").replaceAll("\u2028", "\\u2028");

/** The answer the HTML carries, or undefined (no block, or not one we can read). */
export function readServerAnswer(document: Document): ServerAnswer | undefined {
  const text = document.getElementById(SERVER_ANSWER_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<ServerAnswer> | null;
    return value && typeof value.path === "string" && typeof value.status === "number"
      ? { path: value.path, status: value.status, body: value.body }
      : undefined;
  } catch {
    return undefined;
  }
}
