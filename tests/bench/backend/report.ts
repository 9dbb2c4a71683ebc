/** The backend figures as tables on the console and as tests/bench/results/backend.json. */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { OverheadResult } from "./api-overhead";
import type { FunctionBundle } from "./bundles";
import type { ColdStart, Timing } from "./cold-start";
import type { BurstResult } from "./registration-burst";

export interface BackendResults {
  measuredAt: string;
  api: OverheadResult[];
  bundles: Omit<FunctionBundle, "file">[];
  coldStarts: ColdStart[];
  /** The api's `GET /api/activities` cold path, today's bundle against the baseline commit's. */
  apiColdPath: {
    baselineCommit: string;
    baseline: Omit<FunctionBundle, "file" | "key"> & Timing;
    current: Timing;
    /** (baseline import + first call) / (today's import + first call). */
    speedUp: number;
  };
  registrationBurst: BurstResult;
}

/** What a function must stay within: its floor's time times this, and this much gzip at start. */
export const COLD_START_TARGETS = { ratioToFloor: 1.5, gzipAtStartKb: 150, apiSpeedUp: 3 };

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
    "Fonctions : bundle (esbuild, minifié, AWS SDK compris), chargé au démarrage et chargé plus tard (KB)",
  );
  console.table(
    results.bundles.map((b) => ({
      fonction: b.key,
      "démarrage brut": kb(b.atStart.rawBytes),
      "démarrage gzip": kb(b.atStart.gzipBytes),
      "plus tard brut": kb(b.lazy.rawBytes),
      "plus tard gzip": kb(b.lazy.gzipBytes),
      "map au démarrage": kb(b.sourceMapBytes),
      "AWS SDK au démarrage": b.awsSdkAtStart
        .map((name) => name.replace("@aws-sdk/", ""))
        .join(" "),
    })),
  );
  const { ratioToFloor, gzipAtStartKb } = COLD_START_TARGETS;
  console.log(
    `Démarrages à froid (ms, médianes) et leur plancher : node nu, les mêmes paquets AWS SDK, les mêmes appels AWS ` +
      `(cible : ratio ≤ ${ratioToFloor}, ≤ ${gzipAtStartKb} KB gzip au démarrage)`,
  );
  console.table(
    results.coldStarts.map((c) => {
      const gzip = (results.bundles.find((b) => b.key === c.key)?.atStart.gzipBytes ?? 0) / 1024;
      return {
        fonction: c.key,
        import: c.importMs,
        "1er appel": c.firstInvokeMs,
        "plancher import": c.floor.importMs,
        "plancher 1er appel": c.floor.firstInvokeMs,
        ratio: c.ratio,
        cible: c.ratio <= ratioToFloor && gzip <= gzipAtStartKb ? "oui" : "NON",
        "appels AWS": c.awsCalls.join(" ") || "aucun",
        événement: c.event,
      };
    }),
  );
  const coldPath = results.apiColdPath;
  const total = (t: Timing) => (t.importMs + t.firstInvokeMs).toFixed(1);
  console.log(
    `GET /api/activities à froid (import + 1er appel) : ${total(coldPath.baseline)} ms avec le bundle de ` +
      `${coldPath.baselineCommit} (${kb(coldPath.baseline.atStart.rawBytes)} KB, ${kb(coldPath.baseline.atStart.gzipBytes)} KB gzip ; ` +
      `import ${coldPath.baseline.importMs}, 1er appel ${coldPath.baseline.firstInvokeMs}), ${total(coldPath.current)} ms aujourd'hui ` +
      `(import ${coldPath.current.importMs}, 1er appel ${coldPath.current.firstInvokeMs}) : ×${coldPath.speedUp} ` +
      `(cible ×${COLD_START_TARGETS.apiSpeedUp}).`,
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
