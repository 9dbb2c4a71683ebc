import { CONTACT_MESSAGES, type ContactMessage } from "@shared/schemas/contact";
import { formFailure } from "../../components/form/form-failure";
import type { SubmitResult } from "../../components/form/submit-result";
import { postJson } from "../../lib/api-client";

/** POST /api/contact: the message stored, or the failure to show (as every form's request). */
export async function sendContactMessage(message: ContactMessage): Promise<SubmitResult> {
  try {
    await postJson("/api/contact", message);
    return { kind: "success" };
  } catch (error) {
    return formFailure(error, CONTACT_MESSAGES.errorDescription);
  }
}
