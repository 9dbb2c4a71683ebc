import type { DueMessage } from "@adapters/deadline-queue";
import type { RegistrationsRepository } from "@adapters/registrations-repository";
import type { Clock } from "@core/clock";
import { getConfig } from "../../config";
import { log } from "../../logger";
import { dueDeadlinePorts } from "../../wiring/due-registrations";
import { wireStores } from "../../wiring/stores";

/** At most this many registrations per run; the next run takes the rest. */
export const MAX_DUE_PER_RUN = 500;

/**
 * Scheduled (every 5 minutes in AWS, every few seconds locally): reads the unpaid registrations
 * whose reminder or deadline has come from the sparse due index (a Query, never a Scan) and
 * queues one message per registration on registration-deadlines, whose worker decides and acts.
 * A run that overlaps another, or crashes half-way, only queues a registration twice: the worker
 * acts on what is stored, once.
 */
export function deadlineScheduler(ports: {
  registrations: Pick<RegistrationsRepository, "listDue">;
  enqueue(messages: DueMessage[]): Promise<void>;
  clock: Clock;
}) {
  return async (): Promise<{ queued: number }> => {
    const due = await ports.registrations.listDue(ports.clock.now(), MAX_DUE_PER_RUN);
    await ports.enqueue(due.map((r) => ({ inscription_id: r.id, due_at: r.next_due_at })));
    if (due.length > 0) log.info("registration_deadlines_queued", { queued: due.length });
    return { queued: due.length };
  };
}

const config = getConfig();

export const handler = deadlineScheduler(dueDeadlinePorts(wireStores(config), config));
