import { CfnParameter, Duration, Stack, type StackProps } from "aws-cdk-lib";
import type { HttpApi } from "aws-cdk-lib/aws-apigatewayv2";
import {
  Alarm,
  AlarmStatusWidget,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  LogQueryVisualizationType,
  LogQueryWidget,
  Metric,
  TextWidget,
  TreatMissingData,
} from "aws-cdk-lib/aws-cloudwatch";
import { SnsAction } from "aws-cdk-lib/aws-cloudwatch-actions";
import type { IFunction } from "aws-cdk-lib/aws-lambda";
import { Topic } from "aws-cdk-lib/aws-sns";
import { EmailSubscription } from "aws-cdk-lib/aws-sns-subscriptions";
import type { Construct } from "constructs";
import {
  DASHBOARD_DAYS,
  endingsPerDay,
  latestEvents,
  paymentsPerDay,
  placesLeft,
  registrationsPerDay,
} from "../dashboard/figures";
import type { FunctionKey, Resources } from "../resources";

export interface MonitoringStackProps extends StackProps {
  resources: Resources;
  functions: Record<FunctionKey, IFunction>;
  httpApi: HttpApi;
  /** Default address of the alarm e-mails (the provider's), until a deploy parameter says otherwise. */
  alarmEmail: string;
}

/** Name of the deploy parameter holding the address the alarms write to. */
export const ALARM_EMAIL_PARAMETER = "AlarmEmail";

const FIVE_MINUTES = Duration.minutes(5);

/**
 * What the founders watch: the dashboard (in French) of the booking event log and of the
 * product's health, and the alarms that e-mail them. Every queue's dead-letter queue gets its
 * alarm, every function's errors fire one alarm for them all, and each has its line on the
 * dashboard, so a queue or a function added to infra/resources.ts is watched without touching
 * this stack. One alarm metric per dead-letter queue and two more: within CloudWatch's 10 free
 * (npm run cost prints them).
 */
export class MonitoringStack extends Stack {
  readonly topic: Topic;
  readonly dashboard: Dashboard;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: MonitoringStackProps) {
    super(scope, id, props);
    const { resources } = props;

    const email = new CfnParameter(this, ALARM_EMAIL_PARAMETER, {
      type: "String",
      default: props.alarmEmail,
      allowedPattern: "^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$",
      description: "Adresse e-mail qui reçoit les alarmes (à confirmer une fois, par le lien reçu)",
    });
    this.topic = new Topic(this, "AlarmTopic", {
      topicName: `${resources.prefix}-alarms`,
      displayName: "Jura VTT Vitalite - alarmes",
    });
    this.topic.addSubscription(new EmailSubscription(email.valueAsString));
    const notify = new SnsAction(this.topic);
    const alarm = (key: string, name: string, description: string, metric: Metric): Alarm => {
      const created = new Alarm(this, key, {
        alarmName: name,
        alarmDescription: description,
        metric,
        threshold: 0,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      // An e-mail when it fires, and one when it is back to normal.
      created.addAlarmAction(notify);
      created.addOkAction(notify);
      this.alarms.push(created);
      return created;
    };

    // A message in a dead-letter queue is work that failed every try: someone must look.
    const deadLetterDepths = resources.queues.map((def) => {
      const metric = new Metric({
        namespace: "AWS/SQS",
        metricName: "ApproximateNumberOfMessagesVisible",
        dimensionsMap: { QueueName: def.deadLetterName },
        statistic: "Maximum",
        period: FIVE_MINUTES,
        label: def.deadLetterName,
      });
      alarm(
        `DlqAlarm-${def.key}`,
        `${def.deadLetterName}-not-empty`,
        `Des messages attendent dans ${def.deadLetterName} : ils ont échoué ${def.maxReceiveCount} fois (voir docs/provider-guide.md).`,
        metric,
      );
      return metric;
    });

    const serverErrors = props.httpApi.metricServerError({
      period: FIVE_MINUTES,
      statistic: "Sum",
      label: "Erreurs 5xx de l'API",
    });
    alarm(
      "ApiServerErrorsAlarm",
      `${resources.prefix}-api-5xx`,
      "Le site a répondu par une erreur serveur (5xx) à au moins une demande (voir docs/provider-guide.md).",
      serverErrors,
    );

    // One alarm on Lambda's account-wide Errors (no dimension: every function of the account in
    // this region, CDK's deployment helpers included) instead of one per function: an alarm
    // metric costs USD 0.10 a month beyond the 10 free. The e-mail says to open the dashboard,
    // whose graph below names the function. The account must hold no other application's
    // functions in this region (docs/deploy.md), or their errors would fire it too.
    alarm(
      "FunctionErrorsAlarm",
      `${resources.prefix}-functions-errors`,
      "Une fonction du site a échoué au moins une fois : le tableau de bord (graphique « Erreurs des fonctions ») dit laquelle (voir docs/provider-guide.md).",
      new Metric({
        namespace: "AWS/Lambda",
        metricName: "Errors",
        statistic: "Sum",
        period: FIVE_MINUTES,
        label: "Erreurs de toutes les fonctions",
      }),
    );
    // Each function's own errors, graphed on the dashboard (free: no alarm reads them).
    const functionErrors = resources.functions.map((def) =>
      props.functions[def.key].metricErrors({
        period: FIVE_MINUTES,
        statistic: "Sum",
        label: def.key,
      }),
    );

    const logQuery = (title: string, query: string, view: LogQueryVisualizationType, width = 12) =>
      new LogQueryWidget({
        title,
        logGroupNames: [resources.logGroupName],
        queryString: query,
        view,
        width,
        height: 8,
      });

    this.dashboard = new Dashboard(this, "Dashboard", {
      dashboardName: `${resources.prefix}-reservations`,
      defaultInterval: Duration.days(DASHBOARD_DAYS),
    });
    this.dashboard.addWidgets(
      new TextWidget({
        markdown: [
          "# Réservations et santé du site",
          `Chiffres des ${DASHBOARD_DAYS} derniers jours, tirés du journal des réservations (${resources.logGroupName}). Les jours sont comptés en temps universel (UTC). Les chiffres de chaque mois à l'heure suisse (reçu par moyen de paiement, remboursements, net) et le fichier pour la comptabilité sont dans l'espace équipe du site, écran « Chiffres ». Mode d'emploi : docs/provider-guide.md.`,
        ].join("\n\n"),
        width: 24,
        height: 3,
      }),
    );
    this.dashboard.addWidgets(
      logQuery(registrationsPerDay.title, registrationsPerDay.query, LogQueryVisualizationType.BAR),
      logQuery(paymentsPerDay.title, paymentsPerDay.query, LogQueryVisualizationType.TABLE),
    );
    this.dashboard.addWidgets(
      logQuery(endingsPerDay.title, endingsPerDay.query, LogQueryVisualizationType.TABLE),
      logQuery(placesLeft.title, placesLeft.query, LogQueryVisualizationType.TABLE),
    );
    this.dashboard.addWidgets(
      logQuery(latestEvents.title, latestEvents.query, LogQueryVisualizationType.TABLE, 24),
    );
    this.dashboard.addWidgets(
      new AlarmStatusWidget({ title: "État des alarmes", alarms: this.alarms, width: 24 }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({
        title: "Messages en échec dans les files de secours",
        left: deadLetterDepths,
        width: 8,
      }),
      new GraphWidget({ title: "Erreurs serveur de l'API (5xx)", left: [serverErrors], width: 8 }),
      new GraphWidget({ title: "Erreurs des fonctions", left: functionErrors, width: 8 }),
    );
  }
}
