import * as z from "../zod";
import type { EventContract } from "./envelope";
import { EVENT_NAMES } from "./names";

/** A visitor sent the contact form. Only the message id: the notifier loads the message by id. */
export const contactMessageReceivedSchema = z.strictObject({
  message_id: z.string().check(z.minLength(1)),
});

export const ContactMessageReceived: EventContract<typeof contactMessageReceivedSchema> = {
  name: EVENT_NAMES.contactMessageReceived,
  version: 1,
  schema: contactMessageReceivedSchema,
};

export type ContactMessageReceivedData = z.infer<typeof contactMessageReceivedSchema>;
