import { defaultProvider } from "@aws-sdk/credential-provider-node";
import { Sha256 } from "@smithy/core/checksum";
import { escapeUriPath, HttpRequest } from "@smithy/core/protocols";
import { NodeHttpHandler, streamCollector } from "@smithy/node-http-handler";
import { SignatureV4 } from "@smithy/signature-v4";
import { awsClientSettings } from "./aws-clients";

/** Reads one object's bytes; throws on anything but 200, with S3's error code. */
export type ReadS3Object = (bucket: string, key: string) => Promise<Uint8Array>;

/** S3's error code from its XML error body (`<Error><Code>NoSuchKey</Code>…`), if it has one. */
export const s3ErrorCode = (body: string): string | undefined =>
  /<Code>([^<]+)<\/Code>/.exec(body)?.[1];

/** Where an object lives: by path on the emulator (and for dotted names), by host name on AWS. */
function objectRequest(bucket: string, key: string, settings: typeof awsClientSettings) {
  const path = escapeUriPath(`/${key}`);
  const byPath = settings.endpoint !== undefined || bucket.includes(".");
  const base = new URL(settings.endpoint ?? `https://s3.${settings.region}.amazonaws.com`);
  const hostname = byPath ? base.hostname : `${bucket}.${base.hostname}`;
  return new HttpRequest({
    method: "GET",
    protocol: base.protocol,
    hostname,
    port: base.port ? Number(base.port) : undefined,
    path: byPath ? `/${escapeUriPath(bucket)}${path}` : path,
    headers: { host: base.port ? `${hostname}:${base.port}` : hostname },
  });
}

/**
 * Reads files from S3 for the one function that does (the bank import): one GET signed with
 * SigV4 by the SDK's own signer, with the SDK's default credentials, sent by the HTTP handler the
 * other clients use. S3's client, with its checksums, XML protocol and multi-region signer, would
 * add some 130 KB to the function's start for this one call. No retry here: a failure throws and
 * Lambda retries the event.
 */
export function s3ObjectReader(
  settings = awsClientSettings,
  // A test may give its own credentials and stand in for the HTTP call.
  options: {
    credentials?: ReturnType<typeof defaultProvider>;
    http?: Pick<NodeHttpHandler, "handle">;
  } = {},
): ReadS3Object {
  const signer = new SignatureV4({
    service: "s3",
    region: settings.region,
    credentials: options.credentials ?? defaultProvider(),
    sha256: Sha256,
    // S3 signs the path as sent (escaped once), with the body's hash in x-amz-content-sha256.
    uriEscapePath: false,
    applyChecksum: true,
  });
  const http = options.http ?? new NodeHttpHandler();
  return async (bucket, key) => {
    const signed = await signer.sign(objectRequest(bucket, key, settings));
    const { response } = await http.handle(new HttpRequest(signed));
    const body = await streamCollector(response.body);
    if (response.statusCode === 200) return body;
    const code = s3ErrorCode(new TextDecoder().decode(body)) ?? "sans code";
    throw new Error(`S3 GetObject ${bucket}/${key}: ${response.statusCode} ${code}`);
  };
}

export const readS3Object = s3ObjectReader();
