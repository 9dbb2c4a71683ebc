/** Every text of the waiting list a visitor reads: the card, the dialog, the link's page, the API. */
export const WAITLIST_TEXTS = {
  joinButton: "M'inscrire sur la liste d'attente",
  dialogTitle: "Liste d'attente",
  intro:
    "Cette sortie est complète. Si des places se libèrent, elles sont proposées par e-mail, dans l'ordre de la liste, à la première personne dont le nombre de places souhaitées convient. Vous aurez alors 24 heures pour payer.",
  placesLabel: "Nombre de places souhaitées",
  submit: "M'inscrire sur la liste d'attente",
  joined: (rank: number) =>
    `Vous êtes sur la liste d'attente, au rang ${rank}. Un e-mail de confirmation vous a été envoyé.`,
  leaveButton: "Me retirer de la liste",
  declineButton: "Je ne suis plus intéressé·e",
  nameParticipantsButton: "Indiquer les participants",
  left: "Vous n'êtes plus sur la liste d'attente de cette sortie.",
  declined: "C'est noté : les places qui vous étaient proposées vont à la personne suivante.",
  /** The offer's title: as many places as were freed for the entry. */
  placesFreed: (places: number) =>
    places === 1 ? "Une place s'est libérée" : `${places} places se sont libérées`,
} as const;

export const WAITLIST_FIELD_MESSAGES = {
  placesNumber: "Le nombre de places doit être un nombre entier",
  placesMin: "Au moins 1 place",
  placesMax: (max: number) => `${max} places au maximum pour cette sortie`,
} as const;

/** Answers of the waiting list's API. */
export const WAITLIST_ERRORS = {
  invalid: "Les données de la liste d'attente sont invalides.",
  activityNotFound: "Cette activité n'existe pas.",
  notFull: "Des places sont disponibles pour cette sortie : vous pouvez vous inscrire directement.",
  closed: "La liste d'attente de cette sortie est close : la sortie a lieu bientôt.",
  alreadyOnList: "Cette adresse e-mail est déjà sur la liste d'attente de cette sortie.",
  invalidLink: "Ce lien n'est pas valable. Vérifiez l'adresse reçue par e-mail.",
  alreadyPaid:
    "Ces places sont déjà payées. Pour annuler, utilisez le lien d'annulation de votre e-mail de confirmation.",
  notOffered: "Aucune place ne vous est proposée en ce moment pour cette sortie.",
  nobodyToName:
    "Cette offre est pour une seule place : il n'y a pas d'autre participant à indiquer.",
} as const;
