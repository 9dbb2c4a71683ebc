import { EVENT_NAMES } from "../../../shared/events/names";
import { onInscriptionCreated } from "./inscription-created";

/** One handler per notification event, keyed by detail-type. Features register theirs here. */
export const notificationHandlers: Record<string, (detail: unknown) => Promise<void>> = {
  [EVENT_NAMES.inscriptionCreated]: onInscriptionCreated,
};
