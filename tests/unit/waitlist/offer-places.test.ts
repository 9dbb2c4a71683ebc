import type { WaitlistEntry } from "@core/waitlist/entry";
import { offerFreedPlaces } from "@core/waitlist/offer-places";
import type { WaitlistActivity, WaitlistPorts, WaitlistStore } from "@core/waitlist/ports";
import { meetingInstant } from "@shared/time";
import { describe, expect, it } from "vitest";

const HOUR = 3_600_000;
const activity = {
  id: "a1",
  titre: "Sortie",
  date: "2027-06-12",
  heure_rdv: "09:30",
  prix_centimes: 7500,
  places_disponibles: 2,
  masquee: false,
} as WaitlistActivity;
const meeting = meetingInstant(activity.date, activity.heure_rdv).getTime();

const entry = (entry_id: string, places: number): WaitlistEntry =>
  ({ activity_id: "a1", entry_id, places, status: "waiting" }) as WaitlistEntry;

/** A world in memory: the outing, its list, and what the store's offer answers, in turn. */
function world(
  entries: WaitlistEntry[],
  answers: Awaited<ReturnType<WaitlistStore["offer"]>>[],
  places = 2,
) {
  const outing = { ...activity, places_disponibles: places };
  const offers: string[] = [];
  const store = {
    list: async () => entries,
    offer: async ({ entry: e }: { entry: WaitlistEntry }) => {
      const answer = answers.shift() ?? "ok";
      if (answer === "entry") {
        // Another run offered this entry first: its places went with it.
        e.status = "offered";
        outing.places_disponibles = (outing.places_disponibles ?? 0) - e.places;
      }
      if (answer === "ok") {
        e.status = "offered";
        outing.places_disponibles = (outing.places_disponibles ?? 0) - e.places;
        offers.push(e.entry_id);
      }
      return answer;
    },
  } as unknown as WaitlistStore;
  let id = 0;
  const ports = (now: number): WaitlistPorts =>
    ({
      store,
      getActivity: async () => outing,
      publishAndClear: async () => true,
      clock: { now: () => new Date(now) },
      newId: () => `id-${++id}`,
      newShortReference: () => `JV-${id}`,
      offersStopHours: 24,
    }) as unknown as WaitlistPorts;
  return { ports, offers };
}

describe("offering the freed places", () => {
  it("offers them to each entry that fits in turn, until none fits", async () => {
    const { ports, offers } = world([entry("1", 1), entry("2", 3), entry("3", 1)], []);
    const { offered } = await offerFreedPlaces("a1", ports(meeting - 48 * HOUR));
    expect(offered).toEqual(["1", "3"]);
    expect(offers).toEqual(["1", "3"]);
  });

  it("reads again when another run took the entry, and offers the places left to the next", async () => {
    const { ports, offers } = world([entry("1", 2), entry("2", 2)], ["entry"], 4);
    const { offered } = await offerFreedPlaces("a1", ports(meeting - 48 * HOUR));
    expect(offered).toEqual(["2"]);
    expect(offers).toEqual(["2"]);
  });

  it("offers nothing once offers have stopped, 24 h before the meeting", async () => {
    const { ports, offers } = world([entry("1", 1)], []);
    await offerFreedPlaces("a1", ports(meeting - 24 * HOUR));
    expect(offers).toEqual([]);
  });

  it("gives up after repeated conflicts, so that the queue retries the message", async () => {
    const { ports } = world([entry("1", 1)], Array(5).fill("conflict"));
    await expect(offerFreedPlaces("a1", ports(meeting - 48 * HOUR))).rejects.toThrow(/conflict/);
  });
});
