/**
 * The backend half of `npm run bench` (alone: `npm run bench:backend`): API overhead against the
 * bare calls, each function's bundle size and cold start, and the registration burst. A
 * measurement, never a pass/fail test; only a wrong burst outcome (places oversold or refused
 * wrongly) sets a failing exit code. Counts can be lowered for a quick look: BENCH_API_CALLS,
 * BENCH_COLD_STARTS, BENCH_BURST_ROUNDS.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { measureApiOverhead } from "./api-overhead";
import { bundleFunctions } from "./bundles";
import { measureColdStarts } from "./cold-start";
import { measureRegistrationBurst } from "./registration-burst";
import { type BackendResults, printBackendResults, writeBackendResults } from "./report";
import { startBackendWorld } from "./world";

const RESULTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "results");

const count = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

export async function runBackendBench(): Promise<BackendResults> {
  const say = (line: string) => console.log(`[bench backend] ${line}`);
  const world = await startBackendWorld();
  let results: BackendResults;
  try {
    const calls = count("BENCH_API_CALLS", 200);
    say(`API : ${calls} appels par route (après 20 d'échauffement), handler et appels nus…`);
    const api = await measureApiOverhead(world, { calls, warmup: 20 });
    say("Rafale d'inscriptions…");
    const registrationBurst = await measureRegistrationBurst({
      places: 10,
      rounds: count("BENCH_BURST_ROUNDS", 5),
    });
    say("Bundles (esbuild, options de CDK)…");
    const bundles = await bundleFunctions();
    say("Démarrages à froid…");
    const coldStarts = await measureColdStarts(bundles, world.env, count("BENCH_COLD_STARTS", 5));
    results = {
      measuredAt: new Date().toISOString(),
      api,
      bundles: bundles.map(({ file: _file, ...size }) => size),
      coldStarts,
      registrationBurst,
    };
  } finally {
    await world.stop();
  }
  printBackendResults(results);
  say(`Résultats : ${await writeBackendResults(results, RESULTS_DIR)}`);
  if (!results.registrationBurst.asExpected) process.exitCode = 1;
  return results;
}
