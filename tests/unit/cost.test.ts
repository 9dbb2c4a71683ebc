/**
 * npm run cost counts the bill from the templates: a secret or an alarm added to a template
 * changes the figure by its price, and the product's fixed part stays under USD 1 a month.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { monthlyBill } from "../../tools/cost/bill";
import { type CfnTemplate, countTemplates, runsPerMonth } from "../../tools/cost/count";
import { PRICES } from "../../tools/cost/prices";
import { synthesizedTemplates } from "../../tools/cost/templates";
import { TRAFFIC } from "../../tools/cost/traffic";

const fixed = (templates: CfnTemplate[], withFreeTiers = true) =>
  monthlyBill(countTemplates(templates), TRAFFIC).total("fixed", withFreeTiers);

const secret = { Type: "AWS::SecretsManager::Secret", Properties: { Name: "x" } };
const alarm = (metrics = 1) => ({
  Type: "AWS::CloudWatch::Alarm",
  Properties: {
    Metrics: [
      ...Array.from({ length: metrics }, (_, i) => ({
        Id: `m${i}`,
        MetricStat: { Metric: { Namespace: "AWS/Lambda", MetricName: "Errors" } },
      })),
      // The expression itself is not a metric: not billed.
      ...(metrics > 1 ? [{ Id: "sum", Expression: "m0 + m1" }] : []),
    ],
  },
});
const alarms = (count: number) =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [`Alarm${i}`, alarm()]));

describe("counting the bill of a template", () => {
  it("a secret adds its price to the fixed part", () => {
    const base: CfnTemplate = { Resources: { A: secret } };
    const more: CfnTemplate = { Resources: { A: secret, B: secret } };
    expect(fixed([more]) - fixed([base])).toBeCloseTo(PRICES.secret.usd, 6);
    expect(fixed([base], false)).toBeCloseTo(PRICES.secret.usd, 6);
  });

  it("alarms are billed per metric they read, beyond the 10 free", () => {
    expect(countTemplates([{ Resources: { A: alarm(2) } }]).alarmMetrics).toBe(2);
    const ten: CfnTemplate = { Resources: alarms(10) };
    const eleven: CfnTemplate = { Resources: alarms(11) };
    expect(fixed([ten])).toBe(0);
    expect(fixed([eleven])).toBeCloseTo(PRICES.alarmMetric.usd, 6);
    expect(fixed([ten], false)).toBeCloseTo(10 * PRICES.alarmMetric.usd, 6);
    // A metric-math alarm reading two metrics costs two.
    const mathAlarm: CfnTemplate = { Resources: { ...alarms(10), Math: alarm(2) } };
    expect(fixed([mathAlarm])).toBeCloseTo(2 * PRICES.alarmMetric.usd, 6);
  });

  it("counts a month of each schedule the stacks use", () => {
    expect(runsPerMonth("rate(1 minute)")).toBe(43_200);
    expect(runsPerMonth("rate(15 minutes)")).toBe(2_880);
    expect(runsPerMonth("cron(0/15 16-22 * * ? *)")).toBe(30 * 4 * 7);
    expect(runsPerMonth("cron(30 1 * * ? *)")).toBe(30);
    expect(() => runsPerMonth("cron(0 12 ? * MON *)")).toThrow("non comptée");
  });
});

describe("the product's bill", () => {
  let templates: CfnTemplate[];

  beforeAll(() => {
    templates = synthesizedTemplates();
  }, 60_000);

  it("has a fixed part under USD 1 a month", () => {
    const counts = countTemplates(templates);
    expect(counts.secrets).toBe(2);
    expect(counts.alarmMetrics).toBeLessThanOrEqual(10);
    expect(counts.dashboardMetrics.every((m) => m <= 50)).toBe(true);
    expect(fixed(templates)).toBeLessThan(1);
  });

  it("one more secret or alarm in its templates shows in the figure", () => {
    const withSecret = [...templates, { Resources: { Extra: secret } }];
    expect(fixed(withSecret) - fixed(templates)).toBeCloseTo(PRICES.secret.usd, 6);
    const used = countTemplates(templates).alarmMetrics;
    const free = 10 - used;
    const withAlarms = [...templates, { Resources: alarms(free + 1) }];
    expect(fixed(withAlarms) - fixed(templates)).toBeCloseTo(PRICES.alarmMetric.usd, 6);
    const withAlarm = [...templates, { Resources: alarms(1) }];
    expect(fixed(withAlarm, false) - fixed(templates, false)).toBeCloseTo(
      PRICES.alarmMetric.usd,
      6,
    );
  });

  it("prices the stated traffic: every variable line from the templates and the assumptions", () => {
    const bill = monthlyBill(countTemplates(templates), TRAFFIC);
    const sms = bill.lines.find((l) => l.price === "smsSwitzerland");
    expect(sms?.quantity).toBe(TRAFFIC.registrations.value * TRAFFIC.smsPerRegistration.value);
    expect(bill.total("variable")).toBeGreaterThan(0);
    expect(bill.lines.filter((l) => l.part === "idle").length).toBeGreaterThan(0);
  });
});
