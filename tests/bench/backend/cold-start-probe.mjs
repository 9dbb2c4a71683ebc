// One cold start, run as `node cold-start-probe.mjs <bundle> <event JSON>` in a fresh process
// with the function's environment: imports the bundle (the Lambda init phase) and calls its
// handler once. Prints one line, prefixed COLD_START, with both durations in milliseconds.
import { pathToFileURL } from "node:url";

const [bundle, eventJson] = process.argv.slice(2);
const context = {
  functionName: "bench",
  awsRequestId: "bench",
  getRemainingTimeInMillis: () => 10_000,
};
const started = performance.now();
const module = await import(pathToFileURL(bundle).href);
const imported = performance.now();
const result = await module.handler(JSON.parse(eventJson), context);
const invoked = performance.now();
const status =
  result && typeof result === "object" && "statusCode" in result ? result.statusCode : null;
process.stdout.write(
  `\nCOLD_START ${JSON.stringify({ importMs: imported - started, invokeMs: invoked - imported, status, sinceProcessStartMs: invoked })}\n`,
);
