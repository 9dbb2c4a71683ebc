import { readFileSync } from "node:fs";
import { CamtFormatError, parseCamt } from "@adapters/bank/camt";
import { describe, expect, it } from "vitest";

const fixture = (name: string) =>
  readFileSync(new URL(`../../fixtures/${name}`, import.meta.url), "utf8");

describe("camt.054 / camt.053 parsing", () => {
  it("reads every booked credit of a camt.054 v8, one per transaction, debits left out", () => {
    const report = parseCamt(fixture("camt054-qr-payments.xml"));
    expect(report.kind).toBe("camt.054");
    expect(report.messageId).toBe("CAMT054-20261123-0001");
    expect(report.credits).toEqual([
      {
        entryRef: "20261123000123450001-1",
        reference: "210000000003139471430009017",
        referenceType: "QRR",
        amountCentimes: 15000,
        currency: "CHF",
        bookingDate: "2026-11-23",
      },
      expect.objectContaining({
        entryRef: "20261123000123450001-2",
        reference: "210000000003139471430009025",
        amountCentimes: 10000,
      }),
      expect.objectContaining({ entryRef: "20261123000123450002", amountCentimes: 8000 }),
      expect.objectContaining({ entryRef: "20261123000123450003", amountCentimes: 15000 }),
      expect.objectContaining({ entryRef: "20261123000123450001-1", amountCentimes: 15000 }),
    ]);
  });

  it("keeps a 27-digit QRR as a string, leading zeros included, and a SCOR from camt.053", () => {
    const xml = fixture("camt054-qr-payments.xml").replaceAll(
      "210000000003139471430009017",
      "000000000000000000000123457",
    );
    expect(parseCamt(xml).credits[0]?.reference).toBe("000000000000000000000123457");

    const statement = parseCamt(fixture("camt053-scor-statement.xml"));
    expect(statement.kind).toBe("camt.053");
    expect(statement.credits).toEqual([
      expect.objectContaining({
        reference: "RF86202611230000000000042",
        referenceType: "SCOR",
        // "75.5" is CHF 75.50, computed on the string, not through a float.
        amountCentimes: 7550,
      }),
    ]);
  });

  it("ignores namespace prefixes and versions", () => {
    const prefixed = `<?xml version="1.0"?>
<c:Document xmlns:c="urn:iso:std:iso:20022:tech:xsd:camt.054.001.04">
  <c:BkToCstmrDbtCdtNtfctn><c:GrpHdr><c:MsgId>M1</c:MsgId></c:GrpHdr>
    <c:Ntfctn><c:Ntry><c:Amt Ccy="CHF">0.05</c:Amt><c:CdtDbtInd>CRDT</c:CdtDbtInd><c:Sts>BOOK</c:Sts>
      <c:AcctSvcrRef>R-1</c:AcctSvcrRef>
      <c:NtryDtls><c:TxDtls><c:RmtInf><c:Strd><c:CdtrRefInf>
        <c:Tp><c:CdOrPrtry><c:Prtry>QRR</c:Prtry></c:CdOrPrtry></c:Tp>
        <c:Ref>21 00000 00003 13947 14300 09017</c:Ref>
      </c:CdtrRefInf></c:Strd></c:RmtInf></c:TxDtls></c:NtryDtls>
    </c:Ntry></c:Ntfctn>
  </c:BkToCstmrDbtCdtNtfctn>
</c:Document>`;
    expect(parseCamt(prefixed).credits).toEqual([
      {
        entryRef: "R-1",
        reference: "210000000003139471430009017",
        referenceType: "QRR",
        // The transaction has no amount of its own: the entry's.
        amountCentimes: 5,
        currency: "CHF",
        bookingDate: null,
      },
    ]);
  });

  it("leaves an amount it cannot read as null, and refuses a file that is not a camt report", () => {
    const odd = fixture("camt053-scor-statement.xml").replaceAll(">75.5<", ">75.505<");
    expect(parseCamt(odd).credits[0]?.amountCentimes).toBeNull();
    expect(() => parseCamt("<Document><pain.001/></Document>")).toThrow(CamtFormatError);
  });
});
