import type { RateLimitsRepository } from "@adapters/rate-limits-repository";
import { withinRateLimit } from "@core/forms/rate-limit";
import { isHoneypotFilled } from "@shared/forms/honeypot";
import { FORM_MESSAGES } from "@shared/forms/messages";
import type * as z from "@shared/zod";
import { log } from "../logger";
import { type ApiEvent, clientIp, HttpError, json, parseJsonBody } from "./http";

export type FormSubmission<T> = { kind: "trapped" } | { kind: "valid"; data: T };

export type FormGate = <T extends { email: string }>(
  event: ApiEvent,
  schema: z.ZodMiniType<T>,
  endpoint: string,
) => Promise<FormSubmission<T>>;

/**
 * The common gate of the contact, newsletter and quote endpoints, in this order:
 * 1. JSON body (413 over the size limit, 400 when not JSON);
 * 2. honeypot filled: the caller answers as if accepted and does nothing else;
 * 3. schema (400 with a French message per field; nothing stored, nothing counted);
 * 4. rate limit per client address and per e-mail address (429 with a French message).
 */
export function formSubmissionGate({
  rateLimits,
  limitPerHour,
}: {
  rateLimits: Pick<RateLimitsRepository, "increment">;
  limitPerHour: number;
}): FormGate {
  return async (event, schema, endpoint) => {
    const body = parseJsonBody(event);
    if (isHoneypotFilled(body)) {
      log.info("form_honeypot_filled", { endpoint });
      return { kind: "trapped" };
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new HttpError(400, FORM_MESSAGES.invalid, fieldMessages(parsed.error));
    }
    const allowed = await withinRateLimit(
      { endpoint, limit: limitPerHour, windowSeconds: 3600 },
      { ip: clientIp(event), email: parsed.data.email },
      { increment: rateLimits.increment },
    );
    if (!allowed) {
      log.warn("form_rate_limited", { endpoint });
      throw new HttpError(429, FORM_MESSAGES.rateLimited);
    }
    return { kind: "valid", data: parsed.data };
  };
}

/** The same answer whether the submission was real or caught by the honeypot. */
export function accepted() {
  return json(202, { success: true });
}

/** First French message of each invalid field; unknown fields are reported by name. */
function fieldMessages(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) fields[key] ??= "Champ non autorisé.";
      continue;
    }
    const name = issue.path.map(String).join(".") || "_";
    fields[name] ??= issue.message;
  }
  return fields;
}
