import type { EventEnvelope } from "@shared/events/envelope";
import type { RequestHandling } from "@shared/schemas/team-requests";
import type { Clock } from "../clock";
import type { PublishAndClear } from "../forms/form-outbox";

/** A page of a request list, newest first; `next` is the cursor of the following page. */
export interface RequestPage<T> {
  items: T[];
  next: string | null;
}

/** A cursor that this list did not hand out (tampered with, or from another list). */
export class InvalidCursorError extends Error {
  constructor() {
    super("invalid cursor");
    this.name = "InvalidCursorError";
  }
}

/** The store of one kind of request (quote requests, contact messages), read through its index. */
export interface RequestInbox<T> {
  /** Newest first: those with this handling status, or all; throws InvalidCursorError. */
  listNewest(options: {
    handling?: RequestHandling;
    limit: number;
    cursor?: string;
  }): Promise<RequestPage<T & { handling?: RequestHandling }>>;
  /**
   * Sets the handling status with its event in one transaction, only if it differs:
   * `unchanged` when it already had it (no event written), `missing` for an unknown id.
   */
  setHandling(
    id: string,
    to: RequestHandling,
    at: string,
    event: EventEnvelope,
  ): Promise<"changed" | "unchanged" | "missing">;
  /** Gives the requests stored before the status existed « à traiter »; how many it marked. */
  markOlderToHandle(): Promise<number>;
}

export interface RequestStatusPorts {
  clock: Clock;
  newId(): string;
  publishAndClear: PublishAndClear;
}
