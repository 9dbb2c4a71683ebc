import { createHash, createHmac } from "node:crypto";
import { Readable } from "node:stream";
import { s3ObjectReader } from "@adapters/s3-client";
import type { HttpRequest } from "@smithy/core/protocols";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const credentials = async () => ({
  accessKeyId: "AKIDEXAMPLE",
  secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
  sessionToken: "session-token",
});
const EMPTY_SHA256 = createHash("sha256").update("").digest("hex");

/** A stand-in for the HTTP call: keeps the request, answers `status` with `body`. */
function http(status: number, body: string) {
  const sent: HttpRequest[] = [];
  return {
    sent,
    handle: async (request: HttpRequest) => {
      sent.push(request);
      return {
        response: { statusCode: status, headers: {}, body: Readable.from([Buffer.from(body)]) },
      };
    },
  };
}

/**
 * SigV4 as AWS documents it (Signature Version 4, "Authenticating Requests: Using the
 * Authorization Header"), for a GET without a body: the oracle the signed request must agree with.
 */
function expectedSignature(request: HttpRequest, amzDate: string, region: string): string {
  const signedHeaders = ["host", "x-amz-content-sha256", "x-amz-date", "x-amz-security-token"];
  const canonical = [
    "GET",
    request.path,
    "",
    ...signedHeaders.map((name) => `${name}:${request.headers[name]}`),
    "",
    signedHeaders.join(";"),
    EMPTY_SHA256,
  ].join("\n");
  const day = amzDate.slice(0, 8);
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = [
    "AWS4-HMAC-SHA256",
    amzDate,
    scope,
    createHash("sha256").update(canonical).digest("hex"),
  ].join("\n");
  const hmac = (key: string | Buffer, data: string) =>
    createHmac("sha256", key).update(data).digest();
  let key = hmac("AWS4wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", day);
  for (const part of [region, "s3", "aws4_request"]) key = hmac(key, part);
  return createHmac("sha256", key).update(toSign).digest("hex");
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-23T08:30:00Z"));
});
afterEach(() => {
  vi.useRealTimers();
});

describe("reading a bank file from S3", () => {
  it("sends one GET signed for S3, to the bucket's host name on AWS, the key escaped once", async () => {
    const answer = http(200, "<Document/>");
    const read = s3ObjectReader({ region: "eu-central-2" }, { credentials, http: answer });

    const bytes = await read("bank-imports-abc", "imports/camt054 du 23.11.2026 (1).xml");

    expect(new TextDecoder().decode(bytes)).toBe("<Document/>");
    expect(answer.sent).toHaveLength(1);
    const request = answer.sent[0] as HttpRequest;
    expect(request).toMatchObject({
      method: "GET",
      protocol: "https:",
      hostname: "bank-imports-abc.s3.eu-central-2.amazonaws.com",
      path: "/imports/camt054%20du%2023.11.2026%20%281%29.xml",
    });
    expect(request.headers).toMatchObject({
      host: "bank-imports-abc.s3.eu-central-2.amazonaws.com",
      "x-amz-date": "20261123T083000Z",
      "x-amz-content-sha256": EMPTY_SHA256,
      "x-amz-security-token": "session-token",
    });
    expect(request.headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20261123/eu-central-2/s3/aws4_request, " +
        "SignedHeaders=host;x-amz-content-sha256;x-amz-date;x-amz-security-token, " +
        `Signature=${expectedSignature(request, "20261123T083000Z", "eu-central-2")}`,
    );
  });

  it("asks the emulator by path, on its own host and port", async () => {
    const answer = http(200, "x");
    const read = s3ObjectReader(
      { region: "eu-central-2", endpoint: "http://127.0.0.1:4566" },
      { credentials, http: answer },
    );

    await read("bank-imports-local", "imports/a.xml");

    expect(answer.sent[0]).toMatchObject({
      protocol: "http:",
      hostname: "127.0.0.1",
      port: 4566,
      path: "/bank-imports-local/imports/a.xml",
      headers: { host: "127.0.0.1:4566" },
    });
  });

  it("fails on anything but 200 with S3's error code", async () => {
    const denied = http(
      403,
      '<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>',
    );
    const read = s3ObjectReader({ region: "eu-central-2" }, { credentials, http: denied });

    await expect(read("bank-imports-abc", "imports/a.xml")).rejects.toThrow(
      "S3 GetObject bank-imports-abc/imports/a.xml: 403 AccessDenied",
    );
  });
});
