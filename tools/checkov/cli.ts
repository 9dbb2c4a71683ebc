/**
 * npm run checkov -- install|scan [DIR]
 *
 * install  creates tools/checkov/.venv with the pinned checkov, unless already up to date
 * scan     runs checkov on the templates in DIR (default cdk.out, written by `npm run synth`) and
 *          judges the findings against infra/checkov-skips.json; exits 1 on an unexplained one
 */
import { resolve } from "node:path";
import { ensurePythonVenv } from "../python-venv";
import { CHECKOV_VENV, judgeFindings, readSkips, runCheckov } from "./checkov";

const log = (line: string) => console.log(line);

async function main(command: string | undefined, dir = "cdk.out"): Promise<void> {
  switch (command) {
    case "install":
      await ensurePythonVenv(CHECKOV_VENV, log);
      log("checkov installed (tools/checkov/.venv).");
      return;
    case "scan": {
      await ensurePythonVenv(CHECKOV_VENV, log);
      const report = await runCheckov(resolve(dir));
      const verdict = judgeFindings(report.failed, readSkips());
      for (const f of verdict.unexplained) {
        log(`FAILED ${f.checkId} ${f.resourceType} ${f.logicalId}: ${f.checkName}`);
      }
      for (const s of verdict.withoutReason) log(`Skip without a one-line reason: ${s.check}`);
      for (const s of verdict.unused) log(`Skip matching no finding: ${s.check}`);
      log(
        `${report.passed} passed, ${verdict.unexplained.length} failed, ` +
          `${verdict.explained.length} skipped (infra/checkov-skips.json)`,
      );
      const clean =
        verdict.unexplained.length + verdict.withoutReason.length + verdict.unused.length === 0;
      if (!clean) process.exitCode = 1;
      return;
    }
    default:
      console.error("Usage: npm run checkov -- install|scan [DIR]");
      process.exitCode = 2;
  }
}

main(process.argv[2], process.argv[3]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
