/**
 * checkov on the templates `cdk deploy` would deploy (custom domain, site copy included): every
 * finding is fixed or listed with its reason in infra/checkov-skips.json. checkov runs from its
 * own virtual environment (tools/checkov/.venv), installed here on first use when `npm run
 * checkov -- install` has not done it yet.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Stage } from "aws-cdk-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CHECKOV_VENV,
  type CheckovFinding,
  type CheckovReport,
  judgeFindings,
  readSkips,
  runCheckov,
} from "../../tools/checkov/checkov";
import { ensurePythonVenv } from "../../tools/python-venv";
import { synthStacks } from "./synth";

const workDir = mkdtempSync(join(tmpdir(), "checkov-"));
let report: CheckovReport;

beforeAll(async () => {
  await ensurePythonVenv(CHECKOV_VENV, (line) => console.log(line));
  const siteDir = join(workDir, "site");
  const outdir = join(workDir, "cdk.out");
  // A built site, so that the template holds the site copy as a real deploy does.
  mkdirSync(siteDir, { recursive: true });
  writeFileSync(join(siteDir, "index.html"), "<!doctype html><title>site</title>");
  const stacks = synthStacks({
    outdir,
    siteDir,
    customDomain: {
      domainName: "www.jura-vtt-vitalite.ch",
      certificateArn:
        "arn:aws:acm:us-east-1:123456789012:certificate/0e1f2a3b-4c5d-6e7f-8a9b-0c1d2e3f4a5b",
    },
  });
  const assembly = Stage.of(stacks.api)?.synth();
  if (!assembly) throw new Error("The app did not synthesize");
  report = await runCheckov(assembly.directory);
  const { explained } = judgeFindings(report.failed, readSkips());
  console.log(
    `checkov: ${report.resourceCount} resources, ${report.passed} checks passed, ` +
      `${report.failed.length} failed, of which ${explained.length} listed in infra/checkov-skips.json`,
  );
}, 600_000);

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const describeFinding = (f: CheckovFinding) => `${f.checkId} ${f.logicalId} (${f.checkName})`;

describe("checkov on the synthesized templates", () => {
  it("reads every template and passes checks", () => {
    expect(report.parsingErrors).toBe(0);
    expect(report.resourceCount).toBeGreaterThan(100);
    expect(report.passed).toBeGreaterThan(200);
  });

  it("finds nothing that is neither fixed nor listed with a reason", () => {
    const verdict = judgeFindings(report.failed, readSkips());
    expect(verdict.unexplained.map(describeFinding)).toEqual([]);
  });

  it("has a one-line reason for every listed skip, and no skip that matches nothing", () => {
    const verdict = judgeFindings(report.failed, readSkips());
    expect(verdict.withoutReason.map((s) => s.check)).toEqual([]);
    expect(verdict.unused.map((s) => s.check)).toEqual([]);
  });

  it("passes the checks the stacks were changed for", () => {
    const failedIds = new Set(report.failed.map((f) => f.checkId));
    // Reserved concurrency of the product's functions, API access log, TLS 1.2 at CloudFront.
    const ours = report.failed.filter(
      (f) => f.checkId === "CKV_AWS_115" && f.logicalId.startsWith("Fn"),
    );
    expect(ours.map(describeFinding)).toEqual([]);
    expect(failedIds.has("CKV_AWS_95")).toBe(false);
    expect(failedIds.has("CKV_AWS_174")).toBe(false);
  });
});

describe("judging findings against the skip file", () => {
  const finding = (checkId: string, logicalId: string): CheckovFinding => ({
    checkId,
    logicalId,
    checkName: "a check",
    resourceType: "AWS::Lambda::Function",
    file: "/Api.template.json",
  });

  it("leaves a finding unexplained when no skip names its check, or not its resource", () => {
    const verdict = judgeFindings(
      [finding("CKV_AWS_1", "FnapiA1"), finding("CKV_AWS_2", "FnnotifierB2")],
      [{ check: "CKV_AWS_2", reason: "why", resources: ["Fnapi"] }],
    );
    expect(verdict.unexplained.map((f) => f.checkId)).toEqual(["CKV_AWS_1", "CKV_AWS_2"]);
    expect(verdict.unused.map((s) => s.check)).toEqual(["CKV_AWS_2"]);
  });

  it("explains a finding by its check, everywhere or on the resources named", () => {
    const verdict = judgeFindings(
      [finding("CKV_AWS_1", "FnapiA1"), finding("CKV_AWS_2", "FnnotifierB2")],
      [
        { check: "CKV_AWS_1", reason: "why" },
        { check: "CKV_AWS_2", reason: "why", resources: ["Fnnotifier"] },
      ],
    );
    expect(verdict.unexplained).toEqual([]);
    expect(verdict.explained).toHaveLength(2);
    expect(verdict.unused).toEqual([]);
  });

  it("rejects a skip without a reason, or with more than one line", () => {
    const verdict = judgeFindings(
      [finding("CKV_AWS_1", "FnapiA1")],
      [
        { check: "CKV_AWS_1", reason: "  " },
        { check: "CKV_AWS_2", reason: "one\ntwo" },
        { check: "CKV_AWS_3" } as never,
      ],
    );
    expect(verdict.withoutReason.map((s) => s.check)).toEqual([
      "CKV_AWS_1",
      "CKV_AWS_2",
      "CKV_AWS_3",
    ]);
  });
});
