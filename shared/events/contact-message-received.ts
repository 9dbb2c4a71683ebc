import { z } from "../zod";
import type { EventContract } from "./envelope";
import { EVENT_NAMES } from "./names";

/** A visitor sent the contact form. Only the message id: the notifier loads the message by id. */
export const contactMessageReceivedSchema = z.object({ message_id: z.string().min(1) }).strict();

export const ContactMessageReceived: EventContract<typeof contactMessageReceivedSchema> = {
  name: EVENT_NAMES.contactMessageReceived,
  version: 1,
  schema: contactMessageReceivedSchema,
};

export type ContactMessageReceivedData = z.infer<typeof contactMessageReceivedSchema>;
