/** The child of worker-process.ts: imports the handler, runs it on the event read from stdin. */
import { argv, stdin, stdout } from "node:process";

const [entry, exportName] = argv.slice(2);
const chunks: Buffer[] = [];
for await (const chunk of stdin) chunks.push(chunk as Buffer);
const exported = (await import(entry as string)) as Record<string, (event: unknown) => unknown>;
const handler = exported[exportName as string];
if (!handler) throw new Error(`${entry} has no export ${exportName}`);
const result = await handler(JSON.parse(Buffer.concat(chunks).toString("utf8")));
// The handlers log JSON lines on stdout: the answer has a line of its own.
stdout.write(`\nRESULT ${JSON.stringify(result)}\n`);
