/** The team space's French texts shared by several screens. */
export const TEAM_TEXTS = {
  sessionExpired: "Votre session a expiré, veuillez vous reconnecter.",
  teamOnly: "Accès réservé à l'équipe.",
  noAnswer: "Le serveur ne répond pas. Vérifiez votre connexion, puis réessayez.",
  configUnreadable:
    "L'espace équipe ne peut pas se connecter pour le moment (sa configuration est illisible). Réessayez plus tard ou prévenez la personne qui s'occupe du site.",
  signedOut: "Vous êtes déconnecté.",
  unexpected: "Une erreur inattendue est survenue. Veuillez réessayer.",
} as const;

/** « Sorties passées »: the button that appends the next page. */
export const LOAD_MORE_PAST_OUTINGS = "Charger plus de sorties passées";

/** « 20 sorties passées ajoutées à la liste. », « 1 sortie passée ajoutée à la liste. » */
export function pastOutingsAddedAnnouncement(count: number): string {
  return count === 1
    ? "1 sortie passée ajoutée à la liste."
    : `${count} sorties passées ajoutées à la liste.`;
}
