import { messagingOn } from "@adapters/messaging";
import { getConfig } from "../../config";
import { wireAdapters } from "../../wiring";

/** The notifier's adapters, wired from the config once per container (module scope). */
export const notifierAdapters = wireAdapters(getConfig());

/** The one e-mail and SMS path (core/email/sending.ts), once per key in sent-notifications. */
export const notifierMessaging = messagingOn(
  notifierAdapters.sentNotifications,
  getConfig().PROVIDER_EMAIL,
);
