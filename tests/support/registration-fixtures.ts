/**
 * Helpers for the registration tests: an outing in the table, a valid payload, API Gateway
 * payload v2 events for the api handler, and the notifications queue handed to the notifier.
 */

import { calendarKeys } from "@adapters/activities-calendar";
import { DeleteMessageCommand, type Message, ReceiveMessageCommand } from "@aws-sdk/client-sqs";
import { PutCommand, ScanCommand } from "@aws-sdk/lib-dynamodb";
import { formatChf } from "@shared/money";
import type { Activity } from "@shared/schemas/activity";
import { addDaysIso, zurichToday } from "@shared/time";
import type { APIGatewayProxyEventV2 } from "aws-lambda";
import { ddb, sqs, tableName } from "./aws";

export function anActivity(overrides: Partial<Activity> = {}): Activity {
  const prix_centimes = overrides.prix_centimes ?? 7500;
  return {
    id: `sortie-${Math.random().toString(36).slice(2, 10)}`,
    titre: "Sortie VTT électrique au Mont Pelé",
    date: addDaysIso(zurichToday(), 10),
    heure_rdv: "09:30",
    lieu: "Saint-Cergue",
    lieu_rdv: "Parking de la gare, Saint-Cergue",
    niveau: "Tous niveaux",
    prix: formatChf(prix_centimes),
    prix_centimes,
    type_de_formule: "Forme & Vitalité",
    categorie: "VTT",
    places_disponibles: 8,
    description: "Balade, pauses et vue sur le Léman.",
    ...overrides,
  };
}

export async function putActivity(overrides: Partial<Activity> = {}): Promise<Activity> {
  const activity = anActivity(overrides);
  // Stored as the activities store writes an outing: with its calendar index keys.
  await ddb().send(
    new PutCommand({
      TableName: tableName("activities"),
      Item: { ...activity, ...calendarKeys(activity) },
    }),
  );
  return activity;
}

export function validRegistration(activityId: string, overrides: Record<string, unknown> = {}) {
  return {
    activity_id: activityId,
    nom: "Favre",
    prenom: "Monique",
    email: "monique.favre@example.ch",
    telephone: "+41 79 123 45 67",
    date_naissance: "1958-04-12",
    adresse_complete: "Chemin des Pâquis 4, 1264 Saint-Cergue",
    niveau_pratique: "Intermédiaire",
    nombre_participants: 2,
    a_velo_electrique: true,
    besoin_aide_location: false,
    souhaite_newsletter: false,
    accepte_conditions: true,
    assurance_rc: true,
    assurance_accident: true,
    autorisation_rgpd: true,
    remarques: "",
    ...overrides,
  };
}

/** A valid body of POST /api/reservations (the booking form) for an outing. */
export function validBooking(
  activity: Pick<Activity, "id" | "date">,
  overrides: Record<string, unknown> = {},
) {
  return {
    fullName: "Monique Favre",
    address: "Chemin des Pâquis 4, 1264 Saint-Cergue",
    age: 67,
    skillLevel: "intermediaire",
    activityDate: activity.date,
    activity_id: activity.id,
    paymentMethod: "shopify",
    acceptTerms: true,
    digitalSignature: "Monique Favre",
    email: "monique.favre@example.ch",
    telephone: "+41 79 123 45 67",
    ...overrides,
  };
}

/** The payload v2 event API Gateway sends for a request. */
export function apiEvent(
  method: "GET" | "POST" | "PUT",
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): APIGatewayProxyEventV2 {
  const text =
    body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body);
  return {
    version: "2.0",
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: "",
    headers: { "content-type": "application/json", ...headers },
    body: text,
    isBase64Encoded: false,
    requestContext: {
      accountId: "123456789012",
      apiId: "local",
      domainName: "127.0.0.1",
      domainPrefix: "127",
      http: { method, path, protocol: "HTTP/1.1", sourceIp: "127.0.0.1", userAgent: "vitest" },
      requestId: Math.random().toString(36).slice(2),
      routeKey: `${method} ${path}`,
      stage: "$default",
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
  };
}

export async function scanAll(tableKey: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await ddb().send(
      new ScanCommand({
        TableName: tableName(tableKey),
        ExclusiveStartKey: startKey,
        ConsistentRead: true,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/**
 * Receives what is waiting on a queue, until a receive waits `waitSeconds` for nothing. The bus
 * puts a message on its queue inside PutEvents, before the function that published returns, so
 * one quiet second is enough; a message from a request still under way (a webhook being handled)
 * arrives within it.
 */
export async function receiveAll(
  queueUrl: string,
  { waitSeconds = 1 }: { waitSeconds?: number } = {},
): Promise<Message[]> {
  const messages: Message[] = [];
  for (;;) {
    const page = await sqs().send(
      new ReceiveMessageCommand({
        QueueUrl: queueUrl,
        MaxNumberOfMessages: 10,
        WaitTimeSeconds: waitSeconds,
        VisibilityTimeout: 60,
        MessageAttributeNames: ["All"],
      }),
    );
    const got = page.Messages ?? [];
    if (got.length === 0) break;
    messages.push(...got);
  }
  return messages;
}

export async function deleteMessages(queueUrl: string, messages: Message[]): Promise<void> {
  for (const m of messages) {
    await sqs().send(
      new DeleteMessageCommand({ QueueUrl: queueUrl, ReceiptHandle: m.ReceiptHandle }),
    );
  }
}
