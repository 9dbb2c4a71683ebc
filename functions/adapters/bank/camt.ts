import { decimalToCentimes } from "@shared/money";
import {
  type BankReferenceType,
  bankReferenceType,
  normalizeBankReference,
} from "@shared/payments/bank-reference";
import { XMLParser } from "fast-xml-parser";

/**
 * Reads the credits of an ISO 20022 bank report: camt.054 (debit/credit notification,
 * Document/BkToCstmrDbtCdtNtfctn/Ntfctn/Ntry) or camt.053 (statement, Document/BkToCstmrStmt/
 * Stmt/Ntry), any schema version (namespaces dropped), as Swiss banks deliver them (SIX Swiss
 * Implementation Guidelines for camt.052/053/054). Every value stays a string until it is read
 * on purpose: a 27-digit QRR must never become a number, an amount turns into centimes by
 * string arithmetic (shared/money.ts).
 */

/** One credit to our account, as one transaction of an entry. */
export interface BankCredit {
  /**
   * The bank's own reference of this credit, unique per transaction: the transaction's
   * AcctSvcrRef, else the entry's (with the transaction's position when the entry has several).
   * A credit already imported is known by it.
   */
  entryRef: string;
  /** The structured reference (QRR or SCOR), electronic form; null when the credit has none. */
  reference: string | null;
  referenceType: BankReferenceType | null;
  /** null when the amount is not a plain decimal. */
  amountCentimes: number | null;
  currency: string;
  /** yyyy-mm-dd, when the bank gives it. */
  bookingDate: string | null;
}

export interface BankReport {
  kind: "camt.054" | "camt.053";
  messageId: string;
  credits: BankCredit[];
}

export class CamtFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CamtFormatError";
  }
}

type Node = Record<string, unknown>;

const REPEATED = new Set(["Ntfctn", "Stmt", "Ntry", "NtryDtls", "TxDtls", "Strd"]);

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  // Keep "000000000000000000000123457" and "150.00" as written.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => REPEATED.has(name),
});

const node = (value: unknown): Node | undefined =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Node) : undefined;

const list = (value: unknown): Node[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value])
    .map(node)
    .filter((n): n is Node => n !== undefined);

/** A path of element names, from a node; undefined as soon as one is missing. */
function at(from: unknown, ...path: string[]): unknown {
  let current: unknown = from;
  for (const name of path) {
    const n = Array.isArray(current) ? node(current[0]) : node(current);
    if (!n) return undefined;
    current = n[name];
  }
  return Array.isArray(current) ? current[0] : current;
}

/** The text of an element, whether it has attributes or not. */
function text(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  const n = node(value);
  const inner = n?.["#text"];
  return typeof inner === "string" ? inner : undefined;
}

/** <Amt Ccy="CHF">150.00</Amt> */
function amountOf(value: unknown): { centimes: number | null; currency: string } | undefined {
  const raw = text(value);
  if (raw === undefined) return undefined;
  const currency = String(node(value)?.["@Ccy"] ?? "");
  return { centimes: decimalToCentimes(raw), currency };
}

/** The creditor reference of a transaction: QRR (Prtry) or SCOR (Cd), per the Swiss guidelines. */
function referenceOf(tx: Node): { reference: string; type: BankReferenceType } | null {
  for (const strd of list(node(at(tx, "RmtInf"))?.Strd)) {
    const info = at(strd, "CdtrRefInf");
    const ref = text(at(info, "Ref"));
    if (!ref) continue;
    const code =
      text(at(info, "Tp", "CdOrPrtry", "Cd")) ?? text(at(info, "Tp", "CdOrPrtry", "Prtry"));
    const reference = normalizeBankReference(ref);
    const type: BankReferenceType =
      code === "SCOR" || code === "QRR" ? code : (bankReferenceType(reference) ?? "QRR");
    return { reference, type };
  }
  return null;
}

/** BOOK (booked) or no status at all; v8 nests it in <Sts><Cd>, earlier versions do not. */
function isBooked(entry: Node): boolean {
  const status = text(at(entry, "Sts", "Cd")) ?? text(at(entry, "Sts"));
  return status === undefined || status === "BOOK";
}

export function parseCamt(xml: string): BankReport {
  let document: unknown;
  try {
    document = at(parser.parse(xml, true), "Document");
  } catch (error) {
    throw new CamtFormatError(
      `Fichier illisible : ce n'est pas du XML valide (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
  const notification = node(at(document, "BkToCstmrDbtCdtNtfctn"));
  const statement = node(at(document, "BkToCstmrStmt"));
  const root = notification ?? statement;
  if (!root) {
    throw new CamtFormatError(
      "Ce fichier n'est ni un camt.054 ni un camt.053 (élément BkToCstmrDbtCdtNtfctn ou BkToCstmrStmt absent).",
    );
  }
  const messageId = text(at(root, "GrpHdr", "MsgId")) ?? "";
  const reports = list(notification ? root.Ntfctn : root.Stmt);
  const credits: BankCredit[] = [];
  reports.forEach((report, r) => {
    list(report.Ntry).forEach((entry, e) => {
      if (text(at(entry, "CdtDbtInd")) !== "CRDT" || !isBooked(entry)) return;
      if (text(at(entry, "RvslInd")) === "true") return;
      const entryAmount = amountOf(at(entry, "Amt"));
      const entryRef =
        text(at(entry, "AcctSvcrRef")) ??
        text(at(entry, "NtryRef")) ??
        `${messageId}/${r + 1}/${e + 1}`;
      const bookingDate =
        text(at(entry, "BookgDt", "Dt")) ??
        text(at(entry, "BookgDt", "DtTm"))?.slice(0, 10) ??
        null;
      const transactions = list(entry.NtryDtls).flatMap((details) => list(details.TxDtls));
      const several = transactions.length > 1;
      if (transactions.length === 0) {
        credits.push({
          entryRef,
          reference: null,
          referenceType: null,
          amountCentimes: entryAmount?.centimes ?? null,
          currency: entryAmount?.currency ?? "",
          bookingDate,
        });
        return;
      }
      transactions.forEach((tx, t) => {
        const amount =
          amountOf(at(tx, "Amt")) ??
          amountOf(at(tx, "AmtDtls", "TxAmt", "Amt")) ??
          (several ? undefined : entryAmount);
        const found = referenceOf(tx);
        credits.push({
          entryRef:
            text(at(tx, "Refs", "AcctSvcrRef")) ?? (several ? `${entryRef}/${t + 1}` : entryRef),
          reference: found?.reference ?? null,
          referenceType: found?.type ?? null,
          amountCentimes: amount?.centimes ?? null,
          currency: amount?.currency ?? "",
          bookingDate,
        });
      });
    });
  });
  return { kind: notification ? "camt.054" : "camt.053", messageId, credits };
}
