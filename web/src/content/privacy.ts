import { BUSINESS } from "@shared/constants/business";
import {
  BACKUP_RETENTION_DAYS,
  periodText,
  RETENTION_RULES,
  type RetentionRule,
} from "@shared/data-protection/retention";

/** The privacy page's texts. Its figures come from shared/data-protection (never copied here). */

export const PRIVACY_VERSION_DATE = "26 novembre 2026";

export const PRIVACY_INTRO =
  "Pour vous inscrire à nos sorties, vous nous confiez des données personnelles. Cette page explique simplement ce que nous en faisons, comme le demande la loi fédérale sur la protection des données (LPD).";

/** What each form asks for, and why. */
export const COLLECTED_BY_FORM: readonly { form: string; data: string; why: string }[] = [
  {
    form: "Inscription à une sortie (calendrier)",
    data: "Nom, prénom, e-mail, téléphone, date de naissance, adresse, niveau, nombre de participants, vélo électrique ou location, remarques ; vos confirmations d'assurance.",
    why: "Gérer votre inscription et votre paiement, vérifier l'âge minimum, vous joindre avant et pendant la sortie, établir la facture.",
  },
  {
    form: "Réservation en ligne d'une sortie VTT",
    data: "Nom, adresse, âge, niveau, e-mail, téléphone, moyen de paiement et signature.",
    why: "Gérer votre réservation et son paiement, vous joindre avant et pendant la sortie.",
  },
  {
    form: "Liste d'attente",
    data: "Nom, prénom, e-mail, téléphone et nombre de places souhaitées.",
    why: "Vous prévenir si une place se libère.",
  },
  {
    form: "Formulaire de contact",
    data: "Nom, prénom, e-mail, téléphone (facultatif) et votre message.",
    why: "Vous répondre.",
  },
  {
    form: "Demande de devis (sorties d'entreprise)",
    data: "Entreprise, nom du contact, e-mail, téléphone, nombre de participants, date souhaitée et commentaires.",
    why: "Vous faire une offre et organiser la sortie.",
  },
  {
    form: "Newsletter",
    data: "Votre adresse e-mail.",
    why: "Vous envoyer nos nouvelles, seulement après votre confirmation par e-mail. Chaque envoi contient un lien pour vous désinscrire.",
  },
];

export const CARD_DATA_NOTE =
  "Les numéros de carte sont saisis directement chez Stripe ou dans la boutique Shopify : nous ne les voyons jamais.";

export const ABROAD_NOTE =
  "L'Irlande, le Luxembourg et le Canada figurent sur la liste des États dont le Conseil fédéral reconnaît la protection des données comme adéquate. Les États-Unis y figurent pour les entreprises certifiées selon le « Swiss-U.S. Data Privacy Framework ».";

/** One row of the retention table, in words. */
export interface RetentionRow {
  label: string;
  duration: string;
  afterwards: string;
}

export function retentionRow(rule: RetentionRule): RetentionRow {
  const period = periodText(rule.period);
  const phrase = rule.period.amount === 0 ? `${period}, ${rule.from}` : `${period} ${rule.from}`;
  // A cell starts with a capital: « Immédiatement, dès la désinscription ».
  const duration = phrase.charAt(0).toUpperCase() + phrase.slice(1);
  const fate = rule.action === "erased" ? "Effacées" : "Anonymisées";
  return { label: rule.label, duration, afterwards: rule.kept ? `${fate}. ${rule.kept}` : fate };
}

export const RETENTION_ROWS: readonly RetentionRow[] = RETENTION_RULES.map(retentionRow);

export const BACKUP_NOTE = `Les sauvegardes de notre base de données gardent encore les données effacées pendant ${BACKUP_RETENTION_DAYS} jours ; elles disparaissent ensuite d'elles-mêmes.`;

/** The person's rights (revFADP art. 25, 32; OPDo art. 18). */
export const RIGHTS: readonly string[] = [
  "Savoir quelles données nous avons sur vous et en recevoir une copie : gratuitement, dans les 30 jours.",
  "Faire corriger une donnée fausse.",
  "Faire effacer vos données, sauf celles que la loi nous oblige à garder (les pièces comptables, 10 ans).",
  "Vous opposer à un traitement, par exemple ne plus recevoir la newsletter.",
];

export const HOW_TO_ASK = `Écrivez-nous ou appelez-nous (${BUSINESS.contactHours.toLowerCase()}). Pour protéger vos données, nous vérifions que la demande vient bien de vous, par exemple en vous répondant à l'adresse e-mail que vous nous avez donnée.`;

export const COMPLAINT = {
  text: "Si vous pensez que nous ne respectons pas la loi, vous pouvez vous adresser au",
  authority: "Préposé fédéral à la protection des données et à la transparence (PFPDT)",
  url: "https://www.edoeb.admin.ch/",
};
