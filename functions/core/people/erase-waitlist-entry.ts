import { buildEvent } from "@shared/events/envelope";
import { waitlistLeft } from "@shared/events/waitlist-events";
import type { Clock } from "../clock";
import type { PublishAndClear } from "../forms/form-outbox";
import type { WaitlistEntry } from "../waitlist/entry";
import type { WaitlistStore } from "../waitlist/ports";

export interface WaitlistErasurePorts {
  store: Pick<WaitlistStore, "leave">;
  getActivity(id: string): Promise<{ titre: string; date: string } | undefined>;
  /** Deletes the entry (conditional): false when it was already gone. */
  deleteEntry(entry: Pick<WaitlistEntry, "activity_id" | "entry_id">): Promise<boolean>;
  publishAndClear: PublishAndClear;
  clock: Clock;
  newId(): string;
}

/**
 * Erases a waiting-list entry for « Effacer »:
 * 1. Still waiting: it leaves the list first, as through its own link (one fewer counted waiting
 *    on the outing, WaitlistLeft: the worker looks at the outing again).
 * 2. The entry is deleted. An offered one goes as it is: its registration, found by the same
 *    address, is anonymised and keeps its places until paid or expired (the end of an offer of a
 *    deleted entry changes nothing).
 */
export async function eraseWaitlistEntry(
  entry: WaitlistEntry,
  ports: WaitlistErasurePorts,
): Promise<boolean> {
  if (entry.status === "waiting") {
    const activity = await ports.getActivity(entry.activity_id);
    const at = ports.clock.now();
    const event = buildEvent(
      waitlistLeft,
      {
        entry_id: entry.entry_id,
        activity_id: entry.activity_id,
        activity_title: activity?.titre ?? "",
        activity_date: activity?.date ?? "",
        places: entry.places,
        previous_status: "waiting",
      },
      ports.newId(),
      at,
    );
    if ((await ports.store.leave({ entry, at, event })) === "ok") {
      await ports.publishAndClear([event]);
    }
  }
  return ports.deleteEntry(entry);
}
