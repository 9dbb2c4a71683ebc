import { buildEvent } from "@shared/events/envelope";
import { personDataExported } from "@shared/events/person-data-events";
import type { PersonCounts } from "@shared/schemas/team-people";
import { findPersonRecords, personCounts } from "./find-person-records";
import { exportFileName, personDataHtml, personDataJson } from "./person-export";
import type { PersonDataPorts } from "./ports";

export interface PersonDataFile {
  fileName: string;
  contentType: string;
  body: string;
  counts: PersonCounts;
}

/**
 * « Exporter (JSON) » and « Résumé lisible »: the file of everything held about an address.
 * 1. The records, through the indexes (findPersonRecords).
 * 2. The file: every record as stored (JSON), or the readable page (HTML).
 * 3. PersonDataExported with the counts and the founder's id: never the address nor the file.
 */
export async function exportPersonData(
  email: string,
  format: "json" | "resume",
  actorId: string,
  ports: PersonDataPorts,
): Promise<PersonDataFile> {
  const records = await findPersonRecords(email, ports.records);
  const now = ports.clock.now();
  const counts = personCounts(records);
  const event = buildEvent(
    personDataExported,
    { actor_id: actorId, format, counts },
    ports.newId(),
    now,
  );
  await ports.storeAndPublish([event], now);
  return format === "json"
    ? {
        fileName: exportFileName(now, "json"),
        contentType: "application/json; charset=utf-8",
        body: personDataJson(email, records, now),
        counts,
      }
    : {
        fileName: exportFileName(now, "html"),
        contentType: "text/html; charset=utf-8",
        body: personDataHtml(email, records, now),
        counts,
      };
}
