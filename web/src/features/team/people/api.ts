import {
  personDataSchema,
  personErasureSchema,
  personSearchAnswerSchema,
} from "@shared/schemas/team-people";
import type { TeamClient } from "../shared/team-client";

const personPath = (path: string, email: string) =>
  `/api/equipe/personnes${path}?email=${encodeURIComponent(email)}`;

/** « Données d'une personne »: what is held about an address, its files, its erasure. */
export function peopleApi(client: TeamClient) {
  return {
    searchPeople: (query: string, signal?: AbortSignal) =>
      client.get(
        personSearchAnswerSchema,
        `/api/equipe/personnes/recherche?q=${encodeURIComponent(query)}`,
        signal,
      ),
    showPerson: (email: string, signal?: AbortSignal) =>
      client.get(personDataSchema, personPath("", email), signal),
    personJson: (email: string): Promise<Blob> =>
      client.file(personPath("/export", email), "application/json"),
    personSummary: (email: string): Promise<Blob> =>
      client.file(personPath("/resume", email), "text/html"),
    erasePerson: (email: string) =>
      client.post(personErasureSchema, "/api/equipe/personnes/effacement", { email }),
  };
}
