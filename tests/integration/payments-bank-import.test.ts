/**
 * Reconciliation with the bank: `npm run payments -- import-camt FILE` on the fixtures of
 * tests/fixtures, and the bank import function on the same file dropped in the emulator's bucket.
 * Bank-transfer payments carry the fixtures' references (stored through the payment store, as
 * the payment route stores them).
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { CreateBucketCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { Payment } from "@core/payments/payment";
import type { S3Event } from "aws-lambda";
import { describe, expect, it } from "vitest";
import { getConfig } from "../../functions/config";
import { wireAdapters } from "../../functions/wiring/adapters";
import { handler as bankImport } from "../../functions/workers/bank-import/handler";
import { LOCAL_PROVIDER_EMAIL } from "../../local/function-env";
import { EMULATOR_REGION, emulatorClientConfig } from "../../localstack/emulator";
import { endpoint, readSentEmails } from "../support/aws";
import { runNotifier } from "../support/form-fixtures";
import {
  registerVisitor,
  runPaymentsTool,
  setUpPaymentWorld,
  storedItem,
} from "../support/payment-world";

const VISITOR = "monique.favre@example.ch";
const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));
const CAMT_054 = fixture("camt054-qr-payments.xml");
const CAMT_053 = fixture("camt053-scor-statement.xml");

const world = setUpPaymentWorld();

/** A registration waiting for a bank transfer that carries `reference`. */
async function awaitingTransfer(reference: string, participants: number, priceCentimes = 7500) {
  const { registrationId } = await registerVisitor(world, participants, priceCentimes);
  const registration = await storedItem("inscriptions", registrationId);
  const now = new Date().toISOString();
  const payment: Payment = {
    id: `pay-bank-${reference.slice(-6)}`,
    inscription_id: registrationId,
    activity_id: String(registration?.activity_id),
    method: "virement",
    provider: "bank",
    provider_ref: null,
    amount_centimes: Number(registration?.total_centimes),
    currency: "CHF",
    status: "pending",
    created_at: now,
    updated_at: now,
    expires_at: null,
    refund_due: false,
    bank_reference: reference,
  };
  const { store } = wireAdapters(getConfig()).payments;
  expect(await store.open({ payment, events: [] })).toBe("stored");
  return { registrationId, paymentId: payment.id };
}

/** The provider drops a bank file in the bucket, as S3 stores it: the bytes under their key. */
async function dropInBucket(bucket: string, key: string, file: string) {
  const s3 = new S3Client({ ...emulatorClientConfig(endpoint()), forcePathStyle: true });
  await s3.send(
    new CreateBucketCommand({
      Bucket: bucket,
      CreateBucketConfiguration: { LocationConstraint: EMULATOR_REGION },
    }),
  );
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: readFileSync(file) }));
}

/** S3's notification of a new object: the key URL-encoded, spaces as "+". */
const objectCreated = (bucket: string, key: string): S3Event =>
  ({
    Records: [
      {
        s3: {
          bucket: { name: bucket },
          object: { key: encodeURIComponent(key).replace(/%20/g, "+").replace(/%2F/g, "/") },
        },
      },
    ],
  }) as unknown as S3Event;

const emailsTo = async (to: string, subject: string) =>
  (await readSentEmails()).filter((e) => e.to.includes(to) && e.subject.startsWith(subject));

describe("import of the bank's camt files", () => {
  it("pays the exact credit, reports partial, excess, unknown and repeated ones; a second import changes nothing", async () => {
    const exact = await awaitingTransfer("210000000003139471430009017", 2); // owes 150.00, pays 150.00
    const partial = await awaitingTransfer("210000000003139471430009025", 2); // owes 150.00, pays 100.00
    const excess = await awaitingTransfer("210000000003139471430009030", 1); // owes 75.00, pays 80.00

    const first = await runPaymentsTool(["import-camt", CAMT_054]);
    expect(first.err).not.toMatch(/Erreur/);
    expect(first.code).toBe(0);
    expect(first.out).toContain("Import bancaire camt.054 – camt054-qr-payments.xml");
    expect(first.out).toContain("5 versements reçus.");
    expect(first.out).toContain(
      `Inscriptions payées (reçu envoyé) (1) :\n  - CHF 150.00, référence 21 00000 00003 13947 14300 09017 – inscription ${exact.registrationId} – écriture bancaire 20261123000123450001-1`,
    );
    expect(first.out).toContain(
      `CHF 100.00, référence 21 00000 00003 13947 14300 09025 – inscription ${partial.registrationId} – attendu CHF 150.00 (manque CHF 50.00)`,
    );
    expect(first.out).toContain(
      `CHF 80.00, référence 21 00000 00003 13947 14300 09030 – inscription ${excess.registrationId} – attendu CHF 75.00 (en trop CHF 5.00)`,
    );
    expect(first.out).toContain("Référence inconnue : à attribuer à la main (1) :");
    expect(first.out).toContain("Déjà importés : ignorés (1) :");

    expect(await storedItem("inscriptions", exact.registrationId)).toMatchObject({
      status: "paid",
      paid_payment_id: exact.paymentId,
    });
    expect((await storedItem("payments", exact.paymentId))?.status).toBe("completed");
    for (const untouched of [partial, excess]) {
      expect((await storedItem("inscriptions", untouched.registrationId))?.status).toBe(
        "pending_payment",
      );
      expect((await storedItem("payments", untouched.paymentId))?.status).toBe("pending");
    }
    await runNotifier();
    expect(await emailsTo(VISITOR, "Paiement reçu")).toHaveLength(1);
    const summaries = await emailsTo(LOCAL_PROVIDER_EMAIL, "Import bancaire");
    expect(summaries).toHaveLength(1);
    expect(summaries[0]?.subject).toBe("Import bancaire : 5 versement(s), 3 à vérifier");
    expect(summaries[0]?.text).toContain("Montant insuffisant : à régler avec la personne (1)");

    // The same file again: every credit is known by its bank reference; nothing moves or is sent.
    const second = await runPaymentsTool(["import-camt", CAMT_054]);
    expect(second.code).toBe(0);
    expect(second.out).toContain("Déjà importés : ignorés (5) :");
    expect(second.out).not.toContain("Inscriptions payées");
    for (const untouched of [partial, excess]) {
      expect((await storedItem("payments", untouched.paymentId))?.status).toBe("pending");
    }
    await runNotifier();
    expect(await emailsTo(VISITOR, "Paiement reçu")).toHaveLength(1);
    expect(await emailsTo(LOCAL_PROVIDER_EMAIL, "Import bancaire")).toHaveLength(1);
  });

  it("pays a SCOR reference from a camt.053 statement, and refuses a file that is not camt", async () => {
    const scor = await awaitingTransfer("RF86202611230000000000042", 1, 7550);
    const result = await runPaymentsTool(["import-camt", CAMT_053]);
    expect(result.code).toBe(0);
    expect(result.out).toContain("Import bancaire camt.053");
    expect(await storedItem("inscriptions", scor.registrationId)).toMatchObject({ status: "paid" });

    const notCamt = await runPaymentsTool(["import-camt", fileURLToPath(import.meta.url)]);
    expect(notCamt.code).toBe(1);
    expect(notCamt.err).toMatch(/Fichier illisible|ni un camt.054 ni un camt.053/);
  });

  it("the function reads the file dropped in the bucket from S3 and imports it; a missing file fails with S3's code", async () => {
    const exact = await awaitingTransfer("210000000003139471430009017", 2);
    const bucket = "bank-imports-local";
    const key = "imports/camt054 du 23.11.2026.xml";
    await dropInBucket(bucket, key, CAMT_054);

    await bankImport(objectCreated(bucket, key));

    expect(await storedItem("inscriptions", exact.registrationId)).toMatchObject({
      status: "paid",
      paid_payment_id: exact.paymentId,
    });
    await runNotifier();
    expect(await emailsTo(LOCAL_PROVIDER_EMAIL, "Import bancaire")).toHaveLength(1);

    await expect(bankImport(objectCreated(bucket, "imports/absent.xml"))).rejects.toThrow(
      "S3 GetObject bank-imports-local/imports/absent.xml: 404 NoSuchKey",
    );
  });
});
