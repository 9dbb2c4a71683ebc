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
import { BASELINE_COMMIT, bundleBaselineApi } from "./baseline-bundle";
import { bundleFunctions } from "./bundles";
import { compareColdStarts, measureColdStarts } from "./cold-start";
import { measureRegistrationBurst } from "./registration-burst";
import { type BackendResults, printBackendResults, writeBackendResults } from "./report";
import { round } from "./stats";
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
    say("Bundles (infra/function-bundling.ts, comme CDK)…");
    const bundles = bundleFunctions();
    const processes = count("BENCH_COLD_STARTS", 5);
    say(`Démarrages à froid et leur plancher (${processes} processus chacun)…`);
    const coldStarts = await measureColdStarts(bundles, world.env, processes);
    say(
      `GET /api/activities à froid : le bundle de ${BASELINE_COMMIT} contre celui d'aujourd'hui…`,
    );
    const baselineApi = await bundleBaselineApi();
    const currentApi = bundles.find((b) => b.key === "api");
    if (!currentApi) throw new Error("no api function");
    const { file: _file, key: _key, ...baseline } = baselineApi;
    const [before, now] = await compareColdStarts([baselineApi, currentApi], world.env, processes);
    results = {
      measuredAt: new Date().toISOString(),
      api,
      bundles: bundles.map(({ file: _file, ...size }) => size),
      coldStarts,
      apiColdPath: {
        baselineCommit: BASELINE_COMMIT,
        baseline: { ...baseline, ...before },
        current: now,
        speedUp: round(
          (before.importMs + before.firstInvokeMs) / (now.importMs + now.firstInvokeMs),
          2,
        ),
      },
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
