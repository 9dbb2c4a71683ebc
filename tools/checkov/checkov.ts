/**
 * checkov, the static analysis of the synthesized CloudFormation templates, and the skip file
 * (infra/checkov-skips.json) that lists, each with its reason, the findings we accept.
 */
import { execFile } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { type PythonVenv, venvBin } from "../python-venv";

const run = promisify(execFile);
const HERE = fileURLToPath(new URL(".", import.meta.url));

export const CHECKOV_VENV: PythonVenv = {
  dir: join(HERE, ".venv"),
  requirements: join(HERE, "requirements.txt"),
  label: "checkov",
};

export const SKIPS_FILE = join(HERE, "..", "..", "infra", "checkov-skips.json");

export interface CheckovFinding {
  checkId: string;
  checkName: string;
  /** The template's logical id of the resource. */
  logicalId: string;
  resourceType: string;
  /** The template file, as checkov names it. */
  file: string;
}

export interface CheckovReport {
  passed: number;
  failed: CheckovFinding[];
  parsingErrors: number;
  resourceCount: number;
}

/** An accepted finding: a check, everywhere or on the resources named, and why. */
export interface CheckovSkip {
  check: string;
  reason: string;
  /** Logical id prefixes (CDK appends a hash); all resources when absent. */
  resources?: string[];
}

interface CheckovJson {
  summary: { passed: number; failed: number; parsing_errors: number; resource_count: number };
  results: {
    failed_checks: {
      check_id: string;
      check_name: string;
      resource: string;
      file_path: string;
    }[];
  };
}

/** Runs checkov on every *.template.json of a cloud assembly directory. */
export async function runCheckov(assemblyDir: string): Promise<CheckovReport> {
  const templates = readdirSync(assemblyDir)
    .filter((name) => name.endsWith(".template.json"))
    .map((name) => join(assemblyDir, name));
  if (templates.length === 0) throw new Error(`No template in ${assemblyDir}`);
  const { stdout } = await run(
    venvBin(CHECKOV_VENV, "checkov"),
    // --skip-download: no call to the vendor's platform (offline, and nothing sent out);
    // --soft-fail: exit 0 with findings, which the caller judges against the skip file.
    ["--framework", "cloudformation", "-o", "json", "--skip-download", "--soft-fail"].concat(
      templates.flatMap((file) => ["-f", file]),
    ),
    { maxBuffer: 64 * 1024 * 1024, env: { ...process.env, LOG_LEVEL: "ERROR" } },
  );
  const parsed = JSON.parse(stdout) as CheckovJson | CheckovJson[];
  const reports = Array.isArray(parsed) ? parsed : [parsed];
  return {
    passed: reports.reduce((sum, r) => sum + r.summary.passed, 0),
    parsingErrors: reports.reduce((sum, r) => sum + r.summary.parsing_errors, 0),
    resourceCount: reports.reduce((sum, r) => sum + r.summary.resource_count, 0),
    failed: reports.flatMap((r) =>
      r.results.failed_checks.map((f) => {
        // "AWS::Lambda::Function.FnapiA1B2C3D4"
        const dot = f.resource.lastIndexOf(".");
        return {
          checkId: f.check_id,
          checkName: f.check_name,
          resourceType: f.resource.slice(0, dot),
          logicalId: f.resource.slice(dot + 1),
          file: f.file_path,
        };
      }),
    ),
  };
}

export function readSkips(file: string = SKIPS_FILE): CheckovSkip[] {
  return (JSON.parse(readFileSync(file, "utf8")) as { skips: CheckovSkip[] }).skips;
}

export interface SkipVerdict {
  /** Findings no skip covers: to fix, or to list with a reason. */
  unexplained: CheckovFinding[];
  /** Findings a skip covers. */
  explained: CheckovFinding[];
  /** Skips without a one-line reason. */
  withoutReason: CheckovSkip[];
  /** Skips that cover no finding any more: to remove. */
  unused: CheckovSkip[];
}

const covers = (skip: CheckovSkip, finding: CheckovFinding) =>
  skip.check === finding.checkId &&
  (skip.resources === undefined ||
    skip.resources.some((prefix) => finding.logicalId.startsWith(prefix)));

/** Holds the findings against the skip file. */
export function judgeFindings(findings: CheckovFinding[], skips: CheckovSkip[]): SkipVerdict {
  const withoutReason = skips.filter((s) => {
    const reason = (s.reason ?? "").trim();
    return reason.length === 0 || reason.includes("\n");
  });
  const explained = findings.filter((f) => skips.some((s) => covers(s, f)));
  return {
    explained,
    unexplained: findings.filter((f) => !explained.includes(f)),
    withoutReason,
    unused: skips.filter((s) => !findings.some((f) => covers(s, f))),
  };
}
