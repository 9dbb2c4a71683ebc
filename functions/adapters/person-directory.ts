import type { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import type { PersonCard, PersonDirectory } from "@core/people/search-people";
import { registrationReference } from "@shared/registrations/short-reference";
import { scanAll } from "./table-context";

export interface PersonDirectoryTables {
  client: DynamoDBDocumentClient;
  inscriptions: string;
  waitlist: string;
  contactMessages: string;
  quoteRequests: string;
}

type Item = Record<string, unknown>;
const text = (value: unknown) => (typeof value === "string" ? value : "");
const fullName = (first: unknown, last: unknown) => `${text(first)} ${text(last)}`.trim();
/** The others of a registration or a waiting-list entry, named by whoever booked. */
const othersOf = (item: Item) =>
  Array.isArray(item.participants)
    ? (item.participants as Item[]).map((p) => fullName(p.prenom, p.nom))
    : [];

/** The fields a card reads, and only those: a Scan returns nothing else of the record. */
function scanFields(client: DynamoDBDocumentClient, tableName: string, fields: string[]) {
  return scanAll<Item>(client, {
    TableName: tableName,
    ProjectionExpression: fields.map((f) => `#${f}`).join(", "),
    // An anonymised record has no address left: nobody to find.
    FilterExpression: "attribute_exists(#email)",
    ExpressionAttributeNames: Object.fromEntries(fields.map((f) => [`#${f}`, f])),
  });
}

/**
 * The cards « Chercher une personne » matches: a Scan of each table that holds a person's name
 * (registrations, waiting lists, contact messages, quote requests), reading only the fields
 * that identify her. A Scan, because a name or a phone number has no index; the founders search
 * a small provider's few thousand records, one press at a time. Never logged.
 */
export function personDirectory(tables: PersonDirectoryTables): PersonDirectory {
  const { client } = tables;
  return {
    async cards() {
      const [registrations, waitlist, messages, quotes] = await Promise.all([
        scanFields(client, tables.inscriptions, [
          "email",
          "prenom",
          "nom",
          "telephone",
          "short_reference",
          "id",
          "participants",
          "created_at",
        ]),
        scanFields(client, tables.waitlist, [
          "email",
          "prenom",
          "nom",
          "telephone",
          "participants",
          "created_at",
        ]),
        scanFields(client, tables.contactMessages, [
          "email",
          "firstName",
          "lastName",
          "phone",
          "created_at",
        ]),
        scanFields(client, tables.quoteRequests, [
          "email",
          "contactName",
          "companyName",
          "phone",
          "created_at",
        ]),
      ]);
      const cards: PersonCard[] = [
        ...registrations.map((r) => ({
          email: text(r.email),
          names: [fullName(r.prenom, r.nom), ...othersOf(r)],
          phone: text(r.telephone),
          // The reference the visitor was given (shared/registrations/short-reference.ts).
          references: [
            registrationReference({
              id: text(r.id),
              short_reference: text(r.short_reference) || undefined,
            }),
          ],
          at: text(r.created_at),
        })),
        ...waitlist.map((w) => ({
          email: text(w.email),
          names: [fullName(w.prenom, w.nom), ...othersOf(w)],
          phone: text(w.telephone),
          references: [],
          at: text(w.created_at),
        })),
        ...messages.map((m) => ({
          email: text(m.email),
          names: [fullName(m.firstName, m.lastName)],
          phone: text(m.phone),
          references: [],
          at: text(m.created_at),
        })),
        ...quotes.map((q) => ({
          email: text(q.email),
          names: [text(q.contactName), text(q.companyName)],
          phone: text(q.phone),
          references: [],
          at: text(q.created_at),
        })),
      ];
      return cards;
    },
  };
}
