/**
 * The month `npm run cost` prices: 10,000 visits and 500 registrations, and what each of them
 * costs in requests, each figure with where it comes from. Change a figure here and the bill
 * follows; the printed table lists them all.
 */

export interface Assumption {
  value: number;
  /** Where the figure comes from, printed beside it. */
  why: string;
}

const a = (value: number, why: string): Assumption => ({ value, why });

export const TRAFFIC = {
  visits: a(10_000, "visites par mois (issue 23)"),
  registrations: a(500, "inscriptions par mois (issue 23)"),

  // The site (CloudFront in front of the S3 bucket).
  requestsPerVisit: a(
    30,
    "HTML, scripts, CSS, polices et images de 3 pages (première page entière, puis ce qui manque)",
  ),
  megabytesPerVisit: a(
    1.5,
    "≈ 100 Ko de scripts gzip par page (docs/performance.md) plus les photos : estimation",
  ),

  // The calendar: GET /api/activities, cacheable 30 s at CloudFront.
  calendarViewsPerVisit: a(
    1.5,
    "vues du calendrier ou d'une liste de sorties par visite : estimation",
  ),
  openHoursPerDay: a(14, "heures de la journée où les visites arrivent (7 h-21 h) : estimation"),
  cacheSeconds: a(30, "s-maxage de GET /api/activities à CloudFront"),
  readUnitsPerCalendarCall: a(
    3,
    "une Query des sorties à venir (≈ 20 sorties de 1 Ko, lecture cohérente à terme)",
  ),
  calendarCallMs: a(33, "GET /api/activities, médiane du handler (docs/performance.md)"),

  // A registration, from the form to the outing.
  apiCallsPerRegistration: a(
    5,
    "inscription, page de confirmation, choix du paiement, webhook du prestataire, état du paiement",
  ),
  registrationCallMs: a(
    160,
    "POST /api/payments 160 ms, POST /api/inscriptions 63 ms (docs/performance.md) : 160 retenu",
  ),
  workerRunsPerRegistration: a(
    5,
    "notifier (inscription, paiement), rappel de la veille, rappel de paiement, réconciliation",
  ),
  workerRunMs: a(300, "envoi de 2 e-mails et d'un SMS : estimation"),
  readUnitsPerRegistration: a(
    15,
    "lectures des use cases (sortie, inscription, paiement, idempotence) : estimation",
  ),
  writeUnitsPerRegistration: a(
    25,
    "transaction d'inscription (4 éléments × 2), paiement, webhook, outbox, envois notés",
  ),
  emailsPerRegistration: a(
    5.4,
    "confirmation + avis au prestataire, reçu + avis, rappel de la veille ; 20 % : rappel de paiement et QR-facture",
  ),
  smsPerRegistration: a(
    2,
    "SMS de confirmation et SMS de la veille (notifier, day-before-reminder), une partie chacun",
  ),
  eventsPerRegistration: a(
    4,
    "InscriptionCreated, PaymentStarted, PaymentCompleted, rappel : événements publiés",
  ),
  queueMessagesPerRegistration: a(
    4,
    "messages des files (notifications, échéances) : 3 requêtes SQS chacun",
  ),

  // Cold starts: this site's visitors are few at a time (issue 23).
  coldShare: a(0.5, "part des appels d'API qui trouvent une fonction froide : estimation"),
  coldStartMs: a(432, "import 349 ms + premier appel 83 ms de l'api (docs/performance.md)"),

  // Logs.
  functionLogKbPerRun: a(1, "lignes START/END/REPORT et un journal structuré par appel"),
  accessLogKbPerRequest: a(0.3, "une ligne du journal d'accès de l'API"),
  eventLogKb: a(1, "un événement copié dans le journal des réservations (gardé 365 jours)"),

  // Without any visitor.
  idleRunMs: a(
    100,
    "une exécution planifiée à vide : 24 à 51 ms mesurés (docs/performance.md), arrondi",
  ),
  readUnitsPerIdleRun: a(1, "une Query d'index vide par exécution planifiée, arrondie à 1 unité"),
  // Empty receives are billed (AWS knowledge center, « Why are my Amazon SQS charges higher than
  // expected? »); five pollers per queue: AWS blog « Understanding Amazon SQS and AWS Lambda Event
  // Source Mapping ». AWS does not publish the exact number for an idle queue.
  pollersPerQueue: a(
    5,
    "connexions de Lambda par file, en long polling de 20 s, même vide (blog AWS sur les event source mappings) : estimation",
  ),
  pollsPerPollerMinute: a(3, "un ReceiveMessage de 20 s : 3 par minute et par connexion"),
  storedGigabytes: a(0.1, "site (≈ 20 Mo), relevés bancaires et tables : estimation"),
} as const;

export type Traffic = { [K in keyof typeof TRAFFIC]: Assumption };
