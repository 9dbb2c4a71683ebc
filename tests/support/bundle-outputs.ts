/**
 * What Node reads when it imports a split bundle (infra/function-bundling.ts): the entry and the
 * chunks it imports statically, read from esbuild's metafile. The rest are the chunks a function
 * loads with `await import()`, on the first request that needs them.
 */
import type { Metafile } from "esbuild";

export interface OutputsAtStart {
  /** Output paths (as the metafile names them) read at start, the entry first. */
  outputs: string[];
  /** The AWS SDK clients those outputs hold or import: what a bare process imports for the floor. */
  awsSdk: string[];
}

export function outputsAtStart(metafile: Metafile, entryOutput: string): OutputsAtStart {
  const outputs = new Set<string>();
  const awsSdk = new Set<string>();
  const visit = (output: string) => {
    if (outputs.has(output)) return;
    outputs.add(output);
    for (const imported of metafile.outputs[output]?.imports ?? []) {
      if (imported.kind !== "import-statement" && imported.kind !== "require-call") continue;
      if (!imported.external) visit(imported.path);
      else if (imported.path.startsWith("@aws-sdk/")) awsSdk.add(imported.path);
    }
  };
  visit(entryOutput);
  // Bundled (infra/function-bundling.ts): the SDK's clients whose code the outputs hold.
  for (const input of inputsOf(metafile, [...outputs])) {
    const client = /node_modules\/(@aws-sdk\/(?:client-[^/]+|lib-[^/]+))\//.exec(input)?.[1];
    if (client) awsSdk.add(client);
  }
  return { outputs: [...outputs], awsSdk: [...awsSdk].sort() };
}

/** The source files (node_modules packages included) bundled into these outputs. */
export function inputsOf(metafile: Metafile, outputs: string[]): string[] {
  return outputs.flatMap((output) => Object.keys(metafile.outputs[output]?.inputs ?? {}));
}
