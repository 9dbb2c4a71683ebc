/** The backend figures as tables on the console and as tests/bench/results/backend.json. */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { OverheadResult } from "./api-overhead";
import type { FunctionBundle } from "./bundles";
import type { ColdStart } from "./cold-start";
import type { BurstResult } from "./registration-burst";

export interface BackendResults {
  measuredAt: string;
  api: OverheadResult[];
  bundles: Omit<FunctionBundle, "file">[];
  coldStarts: ColdStart[];
  registrationBurst: BurstResult;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function printBackendResults(results: BackendResults): void {
  console.log("\nAPI : handler appelé dans le processus vs ses appels nus (ms)");
  console.table(
    results.api.map((r) => ({
      route: r.route,
      "handler méd.": r.handler.medianMs,
      "handler p95": r.handler.p95Ms,
      "appels nus méd.": r.bare.medianMs,
      "appels nus p95": r.bare.p95Ms,
      "dont Stripe méd.": r.provider?.medianMs ?? "",
      ratio: r.ratio,
      n: r.handler.samples,
    })),
  );
  console.log(
    "Fonctions : bundle (esbuild, minifié, sans @aws-sdk) et démarrage à froid (ms, médianes)",
  );
  console.table(
    results.bundles.map((b) => {
      const cold = results.coldStarts.find((c) => c.key === b.key);
      return {
        fonction: b.key,
        "KB brut": kb(b.rawBytes),
        "KB gzip": kb(b.gzipBytes),
        "KB map": kb(b.sourceMapBytes),
        "import ms": cold?.importMs,
        "1re invocation ms": cold?.firstInvokeMs,
        "depuis le lancement ms": cold?.sinceProcessStartMs,
        événement: cold?.event,
      };
    }),
  );
  const burst = results.registrationBurst;
  console.log(
    `Rafale : ${burst.requests} inscriptions simultanées pour ${burst.places} places, ` +
      `${burst.rounds.length} fois : réglée en ${burst.medianSettleMs} ms (médiane), ` +
      `${burst.maxSettleMs} ms (max) ; ` +
      (burst.asExpected
        ? `chaque fois ${burst.places} acceptées, ${burst.requests - burst.places} refusées « complète », 0 place restante.`
        : `RÉSULTAT INATTENDU : ${JSON.stringify(burst.rounds.filter((r) => !r.asExpected))}`),
  );
}

export async function writeBackendResults(results: BackendResults, dir: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, "backend.json");
  await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}
