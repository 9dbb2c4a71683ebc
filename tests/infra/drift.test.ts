/**
 * The drift comparison itself, without the emulator: the CDK template must follow the resource
 * definition, and the comparison must report a resource present on one side only or a setting
 * that differs. The comparison of CDK with what provisioning really creates in the emulator is
 * tests/integration/drift.test.ts.
 */
import { Template } from "aws-cdk-lib/assertions";
import { beforeAll, describe, expect, it } from "vitest";
import {
  compareModels,
  type InfraModel,
  modelFromResources,
  modelFromTemplates,
} from "../../infra/drift";
import { defineResources, type Resources } from "../../infra/resources";
import { synthStacks } from "./synth";

function cdkModel(resources: Resources): InfraModel {
  const { data, messaging, teamAuth } = synthStacks({ resources });
  return modelFromTemplates([
    Template.fromStack(data).toJSON(),
    Template.fromStack(messaging).toJSON(),
    Template.fromStack(teamAuth).toJSON(),
  ]);
}

const resources = defineResources();
let cdk: InfraModel;

beforeAll(() => {
  cdk = cdkModel(resources);
});

describe("drift comparison", () => {
  it("finds no drift between the CDK template and the resource definition", () => {
    expect(cdk.tables.length).toBe(resources.tables.length);
    expect(cdk.queues.length).toBe(resources.queues.length * 2);
    expect(cdk.rules.map((r) => r.targets)).toEqual(
      expect.arrayContaining([
        ["logGroup:/jura-vtt/booking-events"],
        ["queue:jura-vtt-notifications"],
      ]),
    );
    expect(compareModels(cdk, modelFromResources(resources))).toEqual([]);
  });

  it("reports a table that exists on one side only", () => {
    const withExtra = defineResources();
    withExtra.tables.push({
      key: "waiting-list",
      name: "jura-vtt-waiting-list",
      partitionKey: "id",
      envVar: "TABLE_WAITING_LIST",
    });
    expect(compareModels(cdkModel(withExtra), modelFromResources(resources))).toEqual([
      "table jura-vtt-waiting-list: only in cdk",
    ]);
    expect(compareModels(cdk, modelFromResources(withExtra))).toEqual([
      "table jura-vtt-waiting-list: only in local",
    ]);
  });

  it("reports a changed index, retry count or event pattern", () => {
    const changed = defineResources();
    const registrations = changed.tables.find((t) => t.key === "inscriptions");
    const notifications = changed.queues[0];
    const notificationRule = changed.rules.find((r) => r.target.kind === "queue");
    if (!registrations || !notifications || !notificationRule)
      throw new Error("definition changed");
    registrations.globalIndexes = [{ name: "by-activity", partitionKey: "activity_id" }];
    notifications.maxReceiveCount = 3;
    notificationRule.eventPattern = { ...notificationRule.eventPattern, "detail-type": ["Other"] };

    const differences = compareModels(cdk, modelFromResources(changed));
    expect(differences).toHaveLength(3);
    expect(differences[0]).toMatch(/^table jura-vtt-inscriptions: cdk .*created_at/);
    expect(differences[1]).toMatch(/^queue jura-vtt-notifications: cdk .*"maxReceiveCount":5/);
    expect(differences[2]).toMatch(/^rule jura-vtt-notifications: .*Other/);
  });

  it("reports a user pool whose group or client differs", () => {
    const changed = defineResources();
    changed.teamPool.group = "fondateurs";
    changed.teamPool.clientName = "jura-vtt-team-autre";
    const differences = compareModels(cdk, modelFromResources(changed));
    expect(differences).toHaveLength(1);
    expect(differences[0]).toMatch(
      /^user pool jura-vtt-team: cdk .*"equipe".*!= local .*"fondateurs"/,
    );
    expect(differences[0]).toContain("jura-vtt-team-autre");
  });
});
