/**
 * An API request a page's start script sends as soon as the HTML arrives, before the app has
 * loaded (web/scripts/page-head.ts): the page's own GET, which the API client then reads instead
 * of asking again. Declared by the route (routes.tsx `earlyApi`).
 */
export interface EarlyApiRequest {
  /** The API path, with `:name` for each segment taken from the address's query (`?name=…`). */
  path: string;
  /** Query parameters copied from the address's query, in this order. */
  query: string[];
}

/** Where the start script leaves its answers (a promise of the Response, by request path). */
export const EARLY_ANSWERS = "__earlyAnswers";

type EarlyAnswers = Record<string, Promise<Response> | undefined>;

/** The early answer to GET `path`, once: the next request for it goes to the network. */
export function takeEarlyAnswer(path: string): Promise<Response> | undefined {
  if (typeof window === "undefined") return undefined;
  const answers = (window as unknown as Record<string, EarlyAnswers | undefined>)[EARLY_ANSWERS];
  const answer = answers?.[path];
  if (answers && answer) delete answers[path];
  return answer;
}
