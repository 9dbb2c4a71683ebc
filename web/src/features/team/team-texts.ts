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
