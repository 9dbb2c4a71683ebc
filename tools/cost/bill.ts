/**
 * The month's bill from the templates' counts, the traffic and the prices: each line in USD,
 * with and without the always-free allowances (shared by every line of the same price, in the
 * order fixed, idle, variable).
 */
import type { Counts } from "./count";
import { FREE_TIERS, PRICES, type PriceKey } from "./prices";
import type { Traffic } from "./traffic";

/** Fixed: fees for what exists. Idle: what runs with no visitor. Variable: the stated traffic. */
export type Part = "fixed" | "idle" | "variable";

export interface Line {
  part: Part;
  label: string;
  quantity: number;
  price: PriceKey;
  /** Before the free allowance. */
  grossUsd: number;
  /** After it. */
  usd: number;
}

export interface Bill {
  lines: Line[];
  notes: string[];
  total(part: Part, withFreeTiers?: boolean): number;
}

const MINUTES_PER_MONTH = 30 * 1440;
const GB_PER_KB = 1 / (1024 * 1024);
/** Dashboards of more than this many metrics are not in the free allowance. */
const FREE_DASHBOARD_MAX_METRICS = 50;

type Draft = Omit<Line, "grossUsd" | "usd">;

/** Lambda's two charges for `runs` of `memoryMb` lasting `ms` each. */
function lambdaLines(
  part: Part,
  what: string,
  runs: number,
  memoryMb: number,
  ms: number,
): Draft[] {
  return [
    { part, label: `${what} : appels Lambda`, quantity: runs, price: "lambdaRequest" },
    {
      part,
      label: `${what} : GB-secondes (${memoryMb} Mo × ${ms} ms)`,
      quantity: (runs * memoryMb * ms) / 1024 / 1000,
      price: "lambdaArmGbSecond",
    },
  ];
}

function fixedLines(c: Counts, t: Traffic): Draft[] {
  return [
    {
      part: "fixed",
      label: `Secrets Manager : ${c.secrets} secret(s)`,
      quantity: c.secrets,
      price: "secret",
    },
    {
      part: "fixed",
      label: "CloudWatch : métriques lues par les alarmes",
      quantity: c.alarmMetrics,
      price: "alarmMetric",
    },
    {
      part: "fixed",
      label: `CloudWatch : tableau(x) de bord (${c.dashboardMetrics.join(", ")} métriques)`,
      quantity: c.dashboards,
      price: "dashboard",
    },
    {
      part: "fixed",
      label: "KMS : clés gérées par le client",
      quantity: c.kmsKeys,
      price: "kmsKey",
    },
    {
      part: "fixed",
      label: "Route 53 : zones hébergées",
      quantity: c.hostedZones,
      price: "hostedZone",
    },
    {
      part: "fixed",
      label: `S3 : ${c.buckets} bucket(s), données stockées (Go)`,
      quantity: c.buckets > 0 ? t.storedGigabytes.value : 0,
      price: "s3Storage",
    },
    {
      part: "fixed",
      label: `DynamoDB : sauvegarde continue de ${c.backedUpTables} tables (Go)`,
      quantity: c.backedUpTables > 0 ? t.storedGigabytes.value : 0,
      price: "dynamoBackup",
    },
  ];
}

function idleLines(c: Counts, t: Traffic): Draft[] {
  const runs = c.schedules.reduce((sum, s) => sum + s.runsPerMonth, 0);
  const mbRuns = c.schedules.reduce((sum, s) => sum + s.runsPerMonth * s.memoryMb, 0);
  const logGb = runs * t.functionLogKbPerRun.value * GB_PER_KB;
  return [
    ...lambdaLines(
      "idle",
      `${c.schedules.length} tâches planifiées`,
      runs,
      Math.round(mbRuns / runs || 0),
      t.idleRunMs.value,
    ),
    {
      part: "idle",
      label: "DynamoDB : lectures des tâches planifiées",
      quantity: runs * t.readUnitsPerIdleRun.value,
      price: "dynamoRead",
    },
    {
      part: "idle",
      label: `SQS : interrogation de ${c.polledQueues} files par Lambda (long polling)`,
      quantity:
        c.polledQueues * t.pollersPerQueue.value * t.pollsPerPollerMinute.value * MINUTES_PER_MONTH,
      price: "sqsRequest",
    },
    {
      part: "idle",
      label: "CloudWatch Logs : journaux des tâches (Go)",
      quantity: logGb,
      price: "logIngestion",
    },
    // Kept 30 days: a month of logs is stored at any time.
    {
      part: "idle",
      label: "CloudWatch Logs : stockage, 30 jours (Go)",
      quantity: logGb,
      price: "logStorage",
    },
  ];
}

/**
 * Calendar views that reach the function: with views arriving at random (rate λ during open
 * hours) and a copy kept T seconds, each call to the origin serves 1 + λT views.
 */
export function calendarOriginShare(t: Traffic): number {
  const views = t.visits.value * t.calendarViewsPerVisit.value;
  const perSecond = views / (30 * t.openHoursPerDay.value * 3600);
  return 1 / (1 + perSecond * t.cacheSeconds.value);
}

function variableLines(c: Counts, t: Traffic): Draft[] {
  const visits = t.visits.value;
  const registrations = t.registrations.value;
  const calendarCalls = visits * t.calendarViewsPerVisit.value * calendarOriginShare(t);
  const registrationCalls = registrations * t.apiCallsPerRegistration.value;
  const apiCalls = calendarCalls + registrationCalls;
  const apiMemory =
    c.functionMemory[Object.keys(c.functionMemory).find((id) => id.startsWith("Fnapi")) ?? ""] ??
    512;
  const coldRuns = apiCalls * t.coldShare.value;
  const workerRuns = registrations * t.workerRunsPerRegistration.value;
  const events = registrations * t.eventsPerRegistration.value;
  const functionLogGb = (apiCalls + workerRuns) * t.functionLogKbPerRun.value * GB_PER_KB;
  const accessLogGb = apiCalls * t.accessLogKbPerRequest.value * GB_PER_KB;
  const eventLogGb = events * t.eventLogKb.value * GB_PER_KB;
  return [
    {
      part: "variable",
      label: "CloudFront : requêtes",
      quantity: visits * t.requestsPerVisit.value,
      price: "cloudfrontRequest",
    },
    {
      part: "variable",
      label: "CloudFront : données envoyées (Go)",
      quantity: (visits * t.megabytesPerVisit.value) / 1024,
      price: "cloudfrontGb",
    },
    { part: "variable", label: "API Gateway : requêtes", quantity: apiCalls, price: "apiRequest" },
    ...lambdaLines(
      "variable",
      "api (calendrier)",
      calendarCalls,
      apiMemory,
      t.calendarCallMs.value,
    ),
    ...lambdaLines(
      "variable",
      "api (inscriptions, paiements)",
      registrationCalls,
      apiMemory,
      t.registrationCallMs.value,
    ),
    {
      part: "variable",
      label: `api : démarrages à froid (${t.coldStartMs.value} ms, GB-s)`,
      quantity: (coldRuns * apiMemory * t.coldStartMs.value) / 1024 / 1000,
      price: "lambdaArmGbSecond",
    },
    ...lambdaLines("variable", "fonctions de fond", workerRuns, 512, t.workerRunMs.value),
    {
      part: "variable",
      label: "Secrets Manager : lectures (une par démarrage à froid)",
      quantity: coldRuns,
      price: "secretApiCalls",
    },
    {
      part: "variable",
      label: "DynamoDB : lectures",
      quantity:
        calendarCalls * t.readUnitsPerCalendarCall.value +
        registrations * t.readUnitsPerRegistration.value,
      price: "dynamoRead",
    },
    {
      part: "variable",
      label: "DynamoDB : écritures",
      quantity: registrations * t.writeUnitsPerRegistration.value,
      price: "dynamoWrite",
    },
    {
      part: "variable",
      label: "SES : e-mails",
      quantity: registrations * t.emailsPerRegistration.value,
      price: "sesEmail",
    },
    {
      part: "variable",
      label: "SNS : SMS vers la Suisse",
      quantity: registrations * t.smsPerRegistration.value,
      price: "smsSwitzerland",
    },
    {
      part: "variable",
      label: "EventBridge : événements",
      quantity: events,
      price: "eventBridgeEvent",
    },
    {
      part: "variable",
      label: "SQS : envoi, réception, suppression",
      quantity: registrations * t.queueMessagesPerRegistration.value * 3,
      price: "sqsRequest",
    },
    {
      part: "variable",
      label: "CloudWatch Logs : journaux (Go)",
      quantity: functionLogGb + accessLogGb + eventLogGb,
      price: "logIngestion",
    },
    // Function and access logs kept 30 days, booking events 365: a year of events is stored.
    {
      part: "variable",
      label: "CloudWatch Logs : stockage (Go)",
      quantity: functionLogGb + accessLogGb + 12 * eventLogGb,
      price: "logStorage",
    },
  ];
}

/** Free units of a price: a dashboard is free only within its metric limit. */
function freeUnits(price: PriceKey, c: Counts): number {
  const units = FREE_TIERS[price]?.units ?? 0;
  if (price !== "dashboard") return units;
  return Math.min(units, c.dashboardMetrics.filter((m) => m <= FREE_DASHBOARD_MAX_METRICS).length);
}

export function monthlyBill(counts: Counts, traffic: Traffic): Bill {
  const drafts = [
    ...fixedLines(counts, traffic),
    ...idleLines(counts, traffic),
    ...variableLines(counts, traffic),
  ];
  const left = new Map<PriceKey, number>();
  const lines = drafts.map((d): Line => {
    const free = left.get(d.price) ?? freeUnits(d.price, counts);
    const billed = Math.max(0, d.quantity - free);
    left.set(d.price, Math.max(0, free - d.quantity));
    const unit = PRICES[d.price].usd;
    return { ...d, grossUsd: d.quantity * unit, usd: billed * unit };
  });
  const notes = [
    `Cognito : ${counts.userPools} groupe d'utilisateurs (l'équipe) ; gratuit jusqu'à 10 000 utilisateurs actifs par mois.`,
    `CloudFront : ${counts.distributions} distribution, sans frais mensuels (paiement à l'usage).`,
    `SNS : ${counts.snsTopics} sujet d'alarmes, ${counts.emailSubscriptions} abonnement e-mail ; une alarme envoie quelques e-mails par mois (1 000 gratuits).`,
    `Journaux : ${counts.logRetentionDays.length} groupes (conservation : ${[...new Set(counts.logRetentionDays.map((d) => (d === undefined ? "illimitée" : `${d} j`)))].join(", ")}).`,
    `Calendrier : ${Math.round((1 - calendarOriginShare(traffic)) * 100)} % des vues servies par le cache de CloudFront (${traffic.cacheSeconds.value} s) quand les visites arrivent au hasard ; une rafale (lettre d'information) en sert bien davantage.`,
  ];
  const total = (part: Part, withFreeTiers = true) =>
    lines
      .filter((l) => l.part === part)
      .reduce((sum, l) => sum + (withFreeTiers ? l.usd : l.grossUsd), 0);
  return { lines, notes, total };
}
