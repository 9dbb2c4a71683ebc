import { Match, Template } from "aws-cdk-lib/assertions";
import { beforeAll, describe, expect, it } from "vitest";
import { LOG_FIGURES } from "../../infra/dashboard/figures";
import { defineResources, type Resources } from "../../infra/resources";
import { ALARM_EMAIL_PARAMETER } from "../../infra/stacks/monitoring-stack";
import { SETTINGS, synthStacks } from "./synth";

interface Widget {
  type: string;
  properties: {
    title?: string;
    query?: string;
    view?: string;
    alarms?: unknown[];
    metrics?: unknown[][];
  };
}

/** The dashboard's widgets, its body's CloudFormation tokens (the region) written as "<token>". */
function dashboardWidgets(template: Template): Widget[] {
  const dashboards = Object.values(template.findResources("AWS::CloudWatch::Dashboard"));
  expect(dashboards).toHaveLength(1);
  const body = dashboards[0]?.Properties.DashboardBody as
    | string
    | { "Fn::Join": [string, unknown[]] };
  const text =
    typeof body === "string"
      ? body
      : body["Fn::Join"][1].map((part) => (typeof part === "string" ? part : "<token>")).join("");
  return (JSON.parse(text) as { widgets: Widget[] }).widgets;
}

function alarmsOf(template: Template) {
  return Object.entries(template.findResources("AWS::CloudWatch::Alarm"));
}

/** The metric an alarm watches (CDK writes alarms on a metric in the Metrics form). */
function watchedMetric(alarm: { [key: string]: { [key: string]: unknown } }) {
  const metrics = alarm.Properties?.Metrics as {
    MetricStat: {
      Metric: {
        Namespace: string;
        MetricName: string;
        Dimensions: { Name: string; Value: unknown }[];
      };
    };
  }[];
  return metrics[0]?.MetricStat.Metric;
}

describe("monitoring stack", () => {
  let template: Template;
  let messaging: Template;
  const resources = defineResources();

  beforeAll(() => {
    const stacks = synthStacks();
    template = Template.fromStack(stacks.monitoring);
    messaging = Template.fromStack(stacks.messaging);
  });

  it("has one alarm topic, whose e-mail subscription is the AlarmEmail deploy parameter", () => {
    template.hasParameter(ALARM_EMAIL_PARAMETER, {
      Type: "String",
      Default: SETTINGS.providerEmail,
    });
    const topics = Object.keys(template.findResources("AWS::SNS::Topic"));
    expect(topics).toHaveLength(1);
    template.resourceCountIs("AWS::SNS::Subscription", 1);
    template.hasResourceProperties("AWS::SNS::Subscription", {
      Protocol: "email",
      Endpoint: { Ref: ALARM_EMAIL_PARAMETER },
      TopicArn: { Ref: topics[0] },
    });
  });

  it("every alarm notifies the topic, and only it, when it fires and when it is back to normal", () => {
    const topicId = Object.keys(template.findResources("AWS::SNS::Topic"))[0];
    const alarms = alarmsOf(template);
    expect(alarms.length).toBeGreaterThan(0);
    for (const [id, alarm] of alarms) {
      expect(alarm.Properties.AlarmActions, id).toEqual([{ Ref: topicId }]);
      expect(alarm.Properties.OKActions, id).toEqual([{ Ref: topicId }]);
    }
  });

  it("every queue has its dead-letter queue, and an alarm as soon as it holds a message", () => {
    for (const def of resources.queues) {
      const dlqId = Object.entries(messaging.findResources("AWS::SQS::Queue")).find(
        ([, q]) => q.Properties.QueueName === def.deadLetterName,
      )?.[0];
      expect(dlqId, def.deadLetterName).toBeDefined();
      messaging.hasResourceProperties("AWS::SQS::Queue", {
        QueueName: def.name,
        RedrivePolicy: { deadLetterTargetArn: { "Fn::GetAtt": [dlqId, "Arn"] } },
      });
      template.hasResourceProperties("AWS::CloudWatch::Alarm", {
        AlarmName: `${def.deadLetterName}-not-empty`,
        Threshold: 0,
        ComparisonOperator: "GreaterThanThreshold",
        Metrics: [
          Match.objectLike({
            MetricStat: Match.objectLike({
              Metric: {
                Namespace: "AWS/SQS",
                MetricName: "ApproximateNumberOfMessagesVisible",
                Dimensions: [{ Name: "QueueName", Value: def.deadLetterName }],
              },
            }),
          }),
        ],
      });
    }
  });

  it("alarms on the API's 5xx answers and, once for them all, on the functions' errors", () => {
    const metrics = alarmsOf(template).map(([, alarm]) => watchedMetric(alarm));
    const apiErrors = metrics.filter((m) => m?.Namespace === "AWS/ApiGateway");
    expect(apiErrors).toHaveLength(1);
    expect(apiErrors[0]?.MetricName).toBe("5xx");
    expect(apiErrors[0]?.Dimensions[0]?.Name).toBe("ApiId");
    // Lambda's account-wide Errors: no dimension, so every function of the account is watched.
    const alarm = alarmsOf(template).find(
      ([, a]) => a.Properties.AlarmName === "jura-vtt-functions-errors",
    )?.[1];
    expect(alarm).toBeDefined();
    const metric = alarm ? watchedMetric(alarm) : undefined;
    expect(metric).toMatchObject({ Namespace: "AWS/Lambda", MetricName: "Errors" });
    expect(metric?.Dimensions ?? []).toEqual([]);
    expect(metrics.filter((m) => m?.Namespace === "AWS/Lambda")).toHaveLength(1);
    expect(alarmsOf(template)).toHaveLength(resources.queues.length + 2);
  });

  it("a queue or a function added to infra/resources.ts is watched without touching the stack", () => {
    const base = defineResources();
    const [queue] = base.queues;
    const [fn] = base.functions;
    if (!queue || !fn) throw new Error("the resource definition has a queue and a function");
    const more: Resources = {
      ...base,
      queues: [
        ...base.queues,
        {
          ...queue,
          key: "reminders",
          name: "jura-vtt-reminders",
          deadLetterName: "jura-vtt-reminders-dlq",
          envVar: "QUEUE_REMINDERS_URL",
        },
      ],
      functions: [...base.functions, { ...fn, key: "reminder" as typeof fn.key }],
    };
    const extended = Template.fromStack(synthStacks({ resources: more }).monitoring);
    const names = alarmsOf(extended).map(([, a]) => a.Properties.AlarmName);
    expect(names).toContain("jura-vtt-reminders-dlq-not-empty");
    // The new function fires the one functions-errors alarm, and has its line on the dashboard.
    expect(names).toContain("jura-vtt-functions-errors");
    const graphs = dashboardWidgets(extended).filter((w) => w.type === "metric");
    expect(JSON.stringify(graphs)).toContain("jura-vtt-reminders-dlq");
    const functions = graphs.find((g) => g.properties.title === "Erreurs des fonctions");
    expect(functions?.properties.metrics).toHaveLength(more.functions.length);
  });

  describe("dashboard", () => {
    it("is named after the prefix, in French, over 30 days", () => {
      template.hasResourceProperties("AWS::CloudWatch::Dashboard", {
        DashboardName: "jura-vtt-reservations",
      });
      const text = dashboardWidgets(template).find((w) => w.type === "text");
      expect(JSON.stringify(text)).toContain("Réservations et santé du site");
      // The months in Swiss time are the team space's, computed from the records, not here.
      expect(JSON.stringify(text)).toContain("écran « Chiffres »");
    });

    it("each log widget runs its figure's query on the booking event log group", () => {
      const logWidgets = dashboardWidgets(template).filter((w) => w.type === "log");
      expect(logWidgets.map((w) => w.properties.title)).toEqual(LOG_FIGURES.map((f) => f.title));
      for (const [i, widget] of logWidgets.entries()) {
        expect(widget.properties.query).toBe(
          `SOURCE '${resources.logGroupName}' | ${LOG_FIGURES[i]?.query}`,
        );
      }
      messaging.hasResourceProperties("AWS::Logs::LogGroup", {
        LogGroupName: resources.logGroupName,
      });
    });

    it("graphs every dead-letter queue's depth, the API's 5xx and each function's errors", () => {
      const graphs = dashboardWidgets(template).filter((w) => w.type === "metric");
      const byTitle = (title: string) =>
        graphs.find((g) => g.properties.title === title)?.properties.metrics ?? [];
      const depths = byTitle("Messages en échec dans les files de secours");
      expect(depths.map((m) => m.slice(0, 4))).toEqual(
        resources.queues.map((q) => [
          "AWS/SQS",
          "ApproximateNumberOfMessagesVisible",
          "QueueName",
          q.deadLetterName,
        ]),
      );
      const api = byTitle("Erreurs serveur de l'API (5xx)");
      expect(api.map((m) => m.slice(0, 3))).toEqual([["AWS/ApiGateway", "5xx", "ApiId"]]);
      const functions = byTitle("Erreurs des fonctions");
      expect(functions.map((m) => m.slice(0, 3))).toEqual(
        resources.functions.map(() => ["AWS/Lambda", "Errors", "FunctionName"]),
      );
    });

    it("shows the state of every alarm", () => {
      const widget = dashboardWidgets(template).find((w) => w.type === "alarm");
      expect(widget?.properties.alarms).toHaveLength(alarmsOf(template).length);
    });
  });
});
