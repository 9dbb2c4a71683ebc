import type { ContactMessage } from "../../../../shared/schemas/contact";
import { postJson } from "../../lib/api-client";

/** POST /api/contact: resolves once the message is stored; rejects as the API client does. */
export async function sendContactMessage(message: ContactMessage): Promise<void> {
  await postJson("/api/contact", message);
}
