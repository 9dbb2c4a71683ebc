import type { Activity } from "@shared/schemas/activity";
import { isMeetingPast, isUpcomingDate } from "@shared/time";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  fetchActivities,
  fetchPastActivities,
  loadErrorMessage,
} from "../../web/src/features/calendar/api";
import {
  activitiesInMonth,
  activitiesOn,
  activitiesPerDay,
  dayAnnouncement,
  daysWithActivities,
  initialPickerMonth,
  isoToLocalDate,
  localDateToIso,
  monthAnnouncement,
  monthOf,
  needsPast,
  outingsCount,
  pastCount,
  pastCoversMonth,
  placesLabel,
  priceLabel,
  splitActivities,
} from "../../web/src/features/calendar/calendar-logic";
import {
  buildEventJsonLd,
  eventStartDate,
  serializeJsonLd,
} from "../../web/src/features/calendar/event-json-ld";

function activity(id: string, date: string, overrides: Partial<Activity> = {}): Activity {
  return {
    id,
    titre: `Sortie ${id}`,
    date,
    heure_rdv: "09:00",
    lieu: "Saint-Cergue",
    lieu_rdv: "Parking de la gare",
    niveau: "Tous niveaux",
    prix: "CHF 75.00",
    prix_centimes: 7500,
    type_de_formule: "Forme & Vitalité",
    categorie: "VTT",
    places_disponibles: 8,
    description: "Balade et vue sur le Léman.",
    ...overrides,
  };
}

// 23:30 UTC on 14 March 2026 is already 15 March, 00:30, in Zurich (UTC+1).
const NOW = new Date("2026-03-14T23:30:00Z");

describe("splitActivities", () => {
  const list = [
    activity("d", "2026-03-16"),
    activity("a", "2026-03-01"),
    activity("today", "2026-03-15"),
    activity("b", "2026-03-14"),
    activity("c", "2026-02-20"),
  ];

  it("puts today (Zurich) and later in upcoming, soonest first", () => {
    expect(splitActivities(list, NOW).upcoming.map((a) => a.id)).toEqual(["today", "d"]);
  });

  it("puts earlier days in past, most recent first", () => {
    expect(splitActivities(list, NOW).past.map((a) => a.id)).toEqual(["b", "a", "c"]);
  });

  it("orders outings of one day by meeting time", () => {
    const sameDay = [
      activity("late", "2026-03-20", { heure_rdv: "14:00" }),
      activity("early", "2026-03-20", { heure_rdv: "08:30" }),
    ];
    expect(splitActivities(sameDay, NOW).upcoming.map((a) => a.id)).toEqual(["early", "late"]);
    expect(activitiesOn(sameDay, "2026-03-20").map((a) => a.id)).toEqual(["early", "late"]);
  });
});

describe("days with outings", () => {
  const list = [
    activity("a", "2026-03-20"),
    activity("b", "2026-03-01"),
    activity("c", "2026-03-20"),
  ];

  it("lists each day once, ascending", () => {
    expect(daysWithActivities(list)).toEqual(["2026-03-01", "2026-03-20"]);
  });

  it("counts outings per day", () => {
    expect([...activitiesPerDay(list).entries()]).toEqual([
      ["2026-03-01", 1],
      ["2026-03-20", 2],
    ]);
  });

  it("finds a day's outings and none on an empty day", () => {
    expect(activitiesOn(list, "2026-03-20").map((a) => a.id)).toEqual(["a", "c"]);
    expect(activitiesOn(list, "2026-03-21")).toEqual([]);
  });

  it("round-trips picker dates without a time-zone shift", () => {
    expect(localDateToIso(isoToLocalDate("2026-03-29"))).toBe("2026-03-29");
    expect(localDateToIso(isoToLocalDate("2026-10-25"))).toBe("2026-10-25");
  });

  it("opens the picker on the next outing's month, else today", () => {
    const split = splitActivities(list, NOW);
    expect(initialPickerMonth(split, "2026-03-15")).toBe("2026-03-20");
    expect(initialPickerMonth({ upcoming: [], past: [] }, "2026-03-15")).toBe("2026-03-15");
  });
});

describe("the list follows the shown month", () => {
  const list = [
    activity("nov", "2026-11-30"),
    activity("dec1", "2026-12-01"),
    activity("dec2", "2026-12-31"),
    activity("jan", "2027-01-01"),
  ];

  it("keeps only the outings of the month, first to last day", () => {
    expect(activitiesInMonth(list, "2026-12").map((a) => a.id)).toEqual(["dec1", "dec2"]);
    expect(activitiesInMonth(list, "2027-01").map((a) => a.id)).toEqual(["jan"]);
    expect(activitiesInMonth(list, "2027-02")).toEqual([]);
  });

  it("knows a day's month", () => {
    expect(monthOf("2026-12-06")).toBe("2026-12");
  });
});

describe("what the live region says", () => {
  it("counts outings in French, one, several or none", () => {
    expect(outingsCount(0)).toBe("Aucune sortie");
    expect(outingsCount(1)).toBe("1 sortie");
    expect(outingsCount(2)).toBe("2 sorties");
  });

  it("names the chosen day with its weekday", () => {
    expect(dayAnnouncement("2026-12-05", 2)).toBe("2 sorties le samedi 5 décembre 2026");
    expect(dayAnnouncement("2026-12-07", 0)).toBe("Aucune sortie le lundi 7 décembre 2026");
  });

  it("names the shown month", () => {
    expect(monthAnnouncement("2027-01", 1)).toBe("1 sortie en janvier 2027");
  });
});

describe("past outings, paged by the API", () => {
  const TODAY = "2026-11-26";
  const loaded = (dates: string[], next: string | null) => ({
    activities: dates.map((date, i) => activity(`p${i}`, date)),
    next,
  });

  it("are needed for the past tab, a past day, or a month with past days", () => {
    expect(needsPast("upcoming", null, "2026-12", TODAY)).toBe(false);
    expect(needsPast("upcoming", "2026-12-05", "2026-12", TODAY)).toBe(false);
    expect(needsPast("past", null, "2026-12", TODAY)).toBe(true);
    expect(needsPast("upcoming", "2026-11-20", "2026-12", TODAY)).toBe(true);
    expect(needsPast("upcoming", null, "2026-11", TODAY)).toBe(true);
    expect(needsPast("upcoming", null, "2026-03", TODAY)).toBe(true);
  });

  it("cover a month once they reach back before its first day, or none is left", () => {
    expect(pastCoversMonth({ activities: [], next: undefined }, "2026-12", TODAY)).toBe(false);
    // A later month needs the first page only.
    expect(pastCoversMonth(loaded(["2026-11-20"], "c"), "2026-12", TODAY)).toBe(true);
    expect(pastCoversMonth(loaded(["2026-11-20", "2026-11-02"], "c"), "2026-11", TODAY)).toBe(
      false,
    );
    expect(pastCoversMonth(loaded(["2026-11-20", "2026-10-30"], "c"), "2026-11", TODAY)).toBe(true);
    expect(pastCoversMonth(loaded(["2026-11-20"], "c"), "2026-03", TODAY)).toBe(false);
    expect(pastCoversMonth(loaded(["2026-11-20"], null), "2026-03", TODAY)).toBe(true);
  });

  it("count what is listed, with « + » while older ones remain, nothing before the first page", () => {
    expect(pastCount(0, { activities: [], next: undefined })).toBeNull();
    expect(pastCount(12, loaded(["2026-11-20"], "c"))).toBe("12+");
    expect(pastCount(7, loaded(["2026-11-20"], null))).toBe("7");
  });
});

describe("texts of a card", () => {
  it("gives the price per person", () => {
    expect(
      priceLabel(activity("a", "2026-12-05", { prix: "CHF 50.00", prix_centimes: 5000 })),
    ).toBe("CHF 50.00 par personne");
    expect(priceLabel(activity("b", "2026-12-05", { prix: "Gratuit", prix_centimes: 0 }))).toBe(
      "Gratuit",
    );
  });

  it("says how many places are left, or Complet, or nothing", () => {
    expect(placesLabel(8)).toBe("8 places disponibles");
    expect(placesLabel(1)).toBe("1 place disponible");
    expect(placesLabel(0)).toBe("Complet");
    expect(placesLabel(null)).toBeNull();
  });
});

describe("timing edges (Europe/Zurich)", () => {
  it("an outing today stays upcoming even after its meeting time, but registration closes", () => {
    const afternoon = new Date("2026-03-15T13:00:00Z"); // 14:00 in Zurich
    expect(isUpcomingDate("2026-03-15", afternoon)).toBe(true);
    expect(isMeetingPast("2026-03-15", "09:00", afternoon)).toBe(true);
    expect(isMeetingPast("2026-03-15", "15:00", afternoon)).toBe(false);
  });

  it("closes at the meeting minute exactly", () => {
    expect(isMeetingPast("2026-03-15", "09:00", new Date("2026-03-15T07:59:59Z"))).toBe(false);
    expect(isMeetingPast("2026-03-15", "09:00", new Date("2026-03-15T08:00:00Z"))).toBe(true);
  });

  it("uses summer time after the March change", () => {
    // 29 March 2026: Zurich switches to UTC+2.
    expect(isMeetingPast("2026-03-30", "09:00", new Date("2026-03-30T06:59:00Z"))).toBe(false);
    expect(isMeetingPast("2026-03-30", "09:00", new Date("2026-03-30T07:00:00Z"))).toBe(true);
  });

  it("yesterday in Zurich is past although UTC still says today", () => {
    expect(isUpcomingDate("2026-03-14", NOW)).toBe(false);
  });
});

describe("Event JSON-LD", () => {
  it("gives the start with the Zurich offset, winter and summer", () => {
    expect(eventStartDate("2026-12-05", "09:00")).toBe("2026-12-05T09:00:00+01:00");
    expect(eventStartDate("2026-07-04", "13:30")).toBe("2026-07-04T13:30:00+02:00");
  });

  it("describes the outing as a schema.org Event", () => {
    const event = buildEventJsonLd(activity("a", "2026-12-05"), "https://example.ch");
    expect(event).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Event",
      name: "Sortie a",
      startDate: "2026-12-05T09:00:00+01:00",
      eventStatus: "https://schema.org/EventScheduled",
      location: {
        "@type": "Place",
        name: "Parking de la gare",
        address: {
          "@type": "PostalAddress",
          addressLocality: "Saint-Cergue",
          addressCountry: "CH",
        },
      },
      offers: {
        "@type": "Offer",
        price: "75.00",
        priceCurrency: "CHF",
        availability: "https://schema.org/InStock",
        url: "https://example.ch/calendrier",
      },
      organizer: { "@type": "Organization", name: "Jura VTT Vitalité" },
      description: "Balade et vue sur le Léman.",
    });
  });

  it("marks a full outing SoldOut and one without limit InStock", () => {
    const full = buildEventJsonLd(activity("f", "2026-12-05", { places_disponibles: 0 }));
    const open = buildEventJsonLd(activity("o", "2026-12-05", { places_disponibles: null }));
    expect((full.offers as { availability: string }).availability).toBe(
      "https://schema.org/SoldOut",
    );
    expect((open.offers as { availability: string }).availability).toBe(
      "https://schema.org/InStock",
    );
  });

  it("leaves out an absent description and url", () => {
    const event = buildEventJsonLd(activity("n", "2026-12-05", { description: null }));
    expect(event).not.toHaveProperty("description");
    expect(event.offers).not.toHaveProperty("url");
  });

  it("cannot close its script element", () => {
    const text = serializeJsonLd({ name: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});

describe("server render (prerender)", () => {
  it("renders the section in its loading state without touching window", async () => {
    const { createElement } = await import("react");
    const { renderToString } = await import("react-dom/server");
    const { MemoryRouter } = await import("react-router-dom");
    const { ActivitiesCalendar } = await import("../../web/src/pages/sections/ActivitiesCalendar");
    expect(typeof window).toBe("undefined");
    const html = renderToString(
      createElement(MemoryRouter, null, createElement(ActivitiesCalendar)),
    );
    expect(html).toContain('id="calendrier"');
    expect(html).toContain("<h2");
    expect(html).toContain("Chargement des activités...");
    expect(html).not.toContain("application/ld+json");
  });
});

describe("loading the outings", () => {
  const respond = (status: number, body: unknown) =>
    vi.fn(async () => new Response(JSON.stringify(body), { status }));

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("returns the validated outings", async () => {
    vi.stubGlobal("fetch", respond(200, [activity("a", "2026-12-05")]));
    await expect(fetchActivities()).resolves.toEqual([activity("a", "2026-12-05")]);
  });

  it("asks the API every time: the browser never shows places it kept", async () => {
    const fetch = respond(200, []);
    vi.stubGlobal("fetch", fetch);
    await fetchActivities();
    expect(fetch).toHaveBeenCalledWith(
      "/api/activities",
      expect.objectContaining({ method: "GET", cache: "no-cache" }),
    );
  });

  it("reads a page of past outings, the next one by its cursor", async () => {
    const fetch = respond(200, { activites: [activity("p", "2025-12-05")], suite: "abc" });
    vi.stubGlobal("fetch", fetch);
    await expect(fetchPastActivities()).resolves.toEqual({
      activites: [activity("p", "2025-12-05")],
      suite: "abc",
    });
    await fetchPastActivities("a b");
    expect(fetch.mock.calls.map((call) => (call as unknown[])[0])).toEqual([
      "/api/activities/passees",
      "/api/activities/passees?apres=a%20b",
    ]);
    vi.stubGlobal("fetch", respond(200, { activites: [{ id: "x" }], suite: null }));
    await expect(fetchPastActivities()).rejects.toThrow();
  });

  it("shows the API's own error text", async () => {
    vi.stubGlobal("fetch", respond(503, { error: "Base de données indisponible" }));
    const error = await fetchActivities().catch((e: unknown) => e);
    expect(loadErrorMessage(error)).toBe("Base de données indisponible");
  });

  it("says « HTTP error! status: N » for an error status without a text of its own", async () => {
    vi.stubGlobal("fetch", respond(502, null));
    const error = await fetchActivities().catch((e: unknown) => e);
    expect(loadErrorMessage(error)).toBe("HTTP error! status: 502");
  });

  it("falls back to the spec's message on an exception or a malformed answer", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    expect(loadErrorMessage(await fetchActivities().catch((e: unknown) => e))).toBe(
      "Erreur de connexion à la base de données",
    );
    vi.stubGlobal("fetch", respond(200, [{ id: "x" }]));
    expect(loadErrorMessage(await fetchActivities().catch((e: unknown) => e))).toBe(
      "Erreur de connexion à la base de données",
    );
  });
});
