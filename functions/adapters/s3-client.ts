import { S3Client } from "@aws-sdk/client-s3";
import { awsClientSettings } from "./aws-clients";

/**
 * S3, for the one function that reads files (the bank import): apart from aws-clients.ts so that
 * the other functions do not load its SDK. The emulator serves buckets by path, not by host name.
 */
export const s3 = new S3Client(
  awsClientSettings.endpoint ? { ...awsClientSettings, forcePathStyle: true } : awsClientSettings,
);
