import type { FormAnswer } from "../../../../shared/forms/messages";

export type PostFormResult =
  | { ok: true; body: FormAnswer }
  | { ok: false; status: number; error?: string; fields?: Record<string, string> };

/** Sends a form as JSON to the site's own API and reads its answer, whatever the status. */
export async function postForm(path: string, values: unknown): Promise<PostFormResult> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(values),
    });
  } catch {
    return { ok: false, status: 0 };
  }
  const body = (await response.json().catch(() => ({ success: false }))) as FormAnswer;
  if (response.ok && body.success) return { ok: true, body };
  return {
    ok: false,
    status: response.status,
    ...(body.error ? { error: body.error } : {}),
    ...(body.details && typeof body.details === "object" ? { fields: body.details } : {}),
  };
}

/**
 * What to tell the visitor after a refused form: the server's own text when the hourly limit was
 * reached (it says when to try again), otherwise the form's usual failure message.
 */
export function failureMessage(result: PostFormResult, fallback: string): string {
  return !result.ok && result.status === 429 && result.error ? result.error : fallback;
}
