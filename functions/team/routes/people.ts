import { erasePersonData } from "@core/people/erase-person-data";
import { exportPersonData, type PersonDataFile } from "@core/people/export-person-data";
import { findPersonRecords } from "@core/people/find-person-records";
import { personDataView } from "@core/people/person-view";
import { searchPeople } from "@core/people/search-people";
import {
  type PersonCounts,
  personEmailSchema,
  personSearchSchema,
} from "@shared/schemas/team-people";
import { type ApiEvent, type ApiResult, HttpError, json, parseJsonBody } from "../../api/http";
import { NO_STORE, noStoreOnRefusal } from "../../api/route-helpers";
import { bindRoutes } from "../../api/router";
import { log } from "../../logger";
import { teamActor } from "../team-actor";
import type { TeamAdapters } from "../wiring";

/** The address asked for, trimmed and in lower case; a 400 with the French message otherwise. */
export function personEmail(source: unknown): string {
  const parsed = personEmailSchema.safeParse(source);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "";
    throw new HttpError(400, message, { email: message });
  }
  return parsed.data.email;
}

const queryEmail = (event: ApiEvent) =>
  personEmail({ email: event.queryStringParameters?.email ?? "" });

const total = (counts: PersonCounts) => Object.values(counts).reduce((a, b) => a + b, 0);

/** A file to save: its name, type and body (never written to a log or an event). */
function download(file: PersonDataFile): ApiResult {
  return {
    statusCode: 200,
    headers: {
      "content-type": file.contentType,
      "content-disposition": `attachment; filename="${file.fileName}"`,
      ...NO_STORE,
    },
    body: file.body,
  };
}

/**
 * « Données d'une personne » (route-table.ts `teamPeople`, shapes in
 * shared/schemas/team-people.ts): what is held about an address, its export and its erasure.
 * Logs name the act, the founder's id and the counts: never the address nor any record.
 */
export function teamPeopleRoutes({ people }: TeamAdapters) {
  const ports = people.data;

  async function exportAs(event: ApiEvent, format: "json" | "resume"): Promise<ApiResult> {
    const actor = teamActor(event);
    const file = await exportPersonData(queryEmail(event), format, actor.id, ports);
    log.info("person_data_exported", { actorId: actor.id, format, ...file.counts });
    return download(file);
  }

  return bindRoutes(
    "teamPeople",
    noStoreOnRefusal({
      search: async (event) => {
        teamActor(event);
        const parsed = personSearchSchema.safeParse({ q: event.queryStringParameters?.q ?? "" });
        if (!parsed.success) {
          const message = parsed.error.issues[0]?.message ?? "";
          throw new HttpError(400, message, { q: message });
        }
        const found = await searchPeople(parsed.data.q, people.directory);
        return json(200, { success: true, ...found }, NO_STORE);
      },

      show: async (event) => {
        teamActor(event);
        const email = queryEmail(event);
        const records = await findPersonRecords(email, ports.records);
        return json(200, personDataView(email, records), NO_STORE);
      },

      exportJson: (event) => exportAs(event, "json"),

      summary: (event) => exportAs(event, "resume"),

      erase: async (event) => {
        const actor = teamActor(event);
        const email = personEmail(parseJsonBody(event));
        const { erased, anonymised } = await erasePersonData(email, actor.id, {
          ...ports,
          writes: people.erasure,
        });
        log.info("person_data_erased", {
          actorId: actor.id,
          erased: total(erased),
          anonymised: total(anonymised),
        });
        return json(200, { success: true, efface: erased, anonymise: anonymised }, NO_STORE);
      },
    }),
  );
}
