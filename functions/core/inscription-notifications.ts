import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { fr } from "date-fns/locale";
import { BUSINESS } from "../../shared/constants/business";
import { POLICY } from "../../shared/constants/offer";
import { formatChf } from "../../shared/money";
import type { Activity } from "../../shared/schemas/activity";
import { meetingInstant, TIME_ZONE } from "../../shared/time";
import type { InscriptionRecord } from "./create-inscription";
import { buildIcs } from "./ics";

/**
 * Texts sent after a registration: the visitor's e-mail (with its calendar invitation), the
 * visitor's SMS and the provider's e-mail. Pure functions: the notifier sends what they build.
 */

/** Outings have no stored duration; the invitation blocks three hours from the meeting time. */
export const INVITE_DURATION_HOURS = 3;

export interface BuiltEmail {
  subject: string;
  text: string;
  html: string;
}

/** "2026-03-12" -> "12 mars 2026" */
export function frenchDate(isoDate: string): string {
  return format(new TZDate(`${isoDate}T12:00:00`, TIME_ZONE), "d MMMM yyyy", { locale: fr });
}

/** "09:30" -> "9h30" */
export function frenchTime(heure: string): string {
  const [h, m] = heure.split(":");
  return `${Number(h)}h${m}`;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

function participantsLabel(n: number): string {
  return n === 1 ? "1 participant" : `${n} participants`;
}

function htmlPage(title: string, rows: [string, string][], paragraphs: string[]): string {
  const table = rows
    .map(
      ([k, v]) =>
        `<tr><th scope="row" style="text-align:left;padding:6px 12px 6px 0;vertical-align:top">${escapeHtml(k)}</th><td style="padding:6px 0">${escapeHtml(v)}</td></tr>`,
    )
    .join("");
  return [
    '<!doctype html><html lang="fr"><head><meta charset="utf-8">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:18px;line-height:1.5;color:#1a1a1a;background:#ffffff">',
    `<h1 style="font-size:24px">${escapeHtml(title)}</h1>`,
    `<table role="presentation" style="border-collapse:collapse">${table}</table>`,
    ...paragraphs,
    "</body></html>",
  ].join("");
}

function link(url: string, label: string): string {
  return `<a href="${escapeHtml(url)}" style="color:#0b5394">${escapeHtml(label)}</a>`;
}

export function visitorEmail(
  inscription: InscriptionRecord,
  activity: Activity,
  siteUrl: string,
): BuiltEmail {
  const date = frenchDate(activity.date);
  const time = frenchTime(activity.heure_rdv);
  const amount = formatChf(inscription.total_centimes);
  const subject = `Inscription enregistrée : ${activity.titre} le ${date}`;
  const rows: [string, string][] = [
    ["Sortie", activity.titre],
    ["Date", date],
    ["Heure de rendez-vous", time],
    ["Lieu", activity.lieu],
    ["Point de rendez-vous", activity.lieu_rdv],
    ["Nombre de participants", String(inscription.nombre_participants)],
    ["Montant total", amount],
    ["Numéro d'inscription", inscription.id],
  ];
  const pay =
    "Notre équipe vous envoie les informations de paiement (QR-facture pour un virement bancaire) par e-mail. Une question ? Répondez simplement à cet e-mail.";
  const cancel = `Annulation gratuite jusqu'à ${POLICY.freeCancellationHours} h avant le départ ; ensuite, la sortie reste due.`;
  const text = [
    `Bonjour ${inscription.prenom} ${inscription.nom},`,
    "",
    "Merci pour votre inscription ! Voici le récapitulatif :",
    "",
    ...rows.map(([k, v]) => `${k} : ${v}`),
    "",
    "Paiement",
    pay,
    "",
    cancel,
    "",
    "Vous trouverez en pièce jointe une invitation à ajouter à votre agenda.",
    `Casque obligatoire (prêt possible sur demande). Questions : ${BUSINESS.email} ou ${BUSINESS.phoneDisplay}.`,
    "",
    "À bientôt sur les sentiers du Jura !",
    BUSINESS.name,
    siteUrl,
  ].join("\n");
  const html = htmlPage(`Merci pour votre inscription, ${inscription.prenom} !`, rows, [
    `<h2 style="font-size:20px">Paiement</h2><p>${escapeHtml(pay)}</p>`,
    `<p>${escapeHtml(cancel)}</p>`,
    "<p>Vous trouverez en pièce jointe une invitation à ajouter à votre agenda.</p>",
    `<p>Casque obligatoire (prêt possible sur demande). Questions : ${link(`mailto:${BUSINESS.email}`, BUSINESS.email)} ou ${escapeHtml(BUSINESS.phoneDisplay)}.</p>`,
    `<p>À bientôt sur les sentiers du Jura !<br>${escapeHtml(BUSINESS.name)} – ${link(siteUrl, siteUrl)}</p>`,
  ]);
  return { subject, text, html };
}

export function visitorInvite(
  inscription: InscriptionRecord,
  activity: Activity,
  siteUrl: string,
  now: Date,
): string {
  const start = meetingInstant(activity.date, activity.heure_rdv);
  return buildIcs({
    uid: `${inscription.id}@jura-vtt-vitalite.ch`,
    start,
    end: new Date(start.getTime() + INVITE_DURATION_HOURS * 3600_000),
    summary: activity.titre,
    location: `${activity.lieu_rdv}, ${activity.lieu}`,
    description: `${participantsLabel(inscription.nombre_participants)} – ${formatChf(inscription.total_centimes)}. Annulation gratuite jusqu'à ${POLICY.freeCancellationHours} h avant le départ.`,
    url: siteUrl,
    organizerEmail: BUSINESS.email,
    organizerName: BUSINESS.name,
    stamp: now,
  });
}

export function visitorSms(inscription: InscriptionRecord, activity: Activity): string {
  return `${BUSINESS.name} : inscription enregistrée pour « ${activity.titre} » le ${frenchDate(activity.date)} à ${frenchTime(activity.heure_rdv)}, ${participantsLabel(inscription.nombre_participants)}, ${formatChf(inscription.total_centimes)}. Détails par e-mail.`;
}

function bikeLabel(inscription: InscriptionRecord): string {
  if (inscription.a_velo_electrique) return "Propre VTT électrique";
  return inscription.besoin_aide_location
    ? "Location souhaitée"
    : "Pas de VTT électrique, pas de location demandée";
}

export function providerEmail(inscription: InscriptionRecord, activity: Activity): BuiltEmail {
  const date = frenchDate(activity.date);
  const subject = `Nouvelle inscription : ${activity.titre} le ${date} (${participantsLabel(inscription.nombre_participants)})`;
  const rows: [string, string][] = [
    ["Sortie", `${activity.titre} – ${date} à ${frenchTime(activity.heure_rdv)}`],
    ["Nom", `${inscription.prenom} ${inscription.nom}`],
    ["Téléphone", inscription.telephone],
    ["E-mail", inscription.email],
    ["Date de naissance", inscription.date_naissance],
    ["Adresse", inscription.adresse_complete],
    ["Niveau", inscription.niveau_pratique],
    ["Participants", String(inscription.nombre_participants)],
    ["Vélo", bikeLabel(inscription)],
    ["Newsletter", inscription.souhaite_newsletter ? "Oui" : "Non"],
    ["Remarques", inscription.remarques || "—"],
    ["Montant", `${formatChf(inscription.total_centimes)} (en attente de paiement)`],
    ["Numéro d'inscription", inscription.id],
  ];
  const text = [
    "Nouvelle inscription reçue :",
    "",
    ...rows.map(([k, v]) => `${k} : ${v}`),
    "",
    "Répondre à cet e-mail écrit directement au participant.",
  ].join("\n");
  const html = htmlPage("Nouvelle inscription", rows, [
    "<p>Répondre à cet e-mail écrit directement au participant.</p>",
  ]);
  return { subject, text, html };
}
