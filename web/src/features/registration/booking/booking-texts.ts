import { BOOKING_PRICE_CENTIMES } from "@shared/bookings/booking-offer";
import { formatChf } from "@shared/money";

/**
 * What the booking page says. The field rules and the pay-and-reserve labels are the spec's
 * (shared/messages/booking.ts); where the spec is silent, plain Swiss French.
 */
export const BOOKING_TEXTS = {
  title: "Réserver une sortie VTT électrique",
  intro: `Une sortie guidée en VTT électrique dans le Jura vaudois, pour une personne : ${formatChf(BOOKING_PRICE_CENTIMES)}, vélo et casque compris.`,
  datesLegend: "Date de la sortie",
  datesLoading: "Chargement des dates…",
  datesNone:
    "Aucune date n'est ouverte à la réservation pour le moment. Consultez le calendrier ou contactez-nous.",
  fullName: "Nom complet",
  address: "Adresse",
  addressHint: "Rue et numéro, code postal et localité.",
  age: "Âge",
  email: "E-mail",
  telephone: "Téléphone",
  skillLevel: "Niveau",
  skillLevelPlaceholder: "Choisissez votre niveau",
  paymentLegend: "Moyen de paiement",
  methods: {
    shopify: {
      label: "Carte bancaire",
      notice: "Vous êtes dirigé vers la page de paiement sécurisée de notre boutique.",
    },
    twint: {
      label: "TWINT",
      notice: "Un code QR s'affiche : scannez-le avec l'application TWINT de votre téléphone.",
    },
    paypal: {
      label: "PayPal",
      notice: "La page de PayPal s'ouvre dans un nouvel onglet ; cette page attend votre paiement.",
    },
    virement: {
      label: "Virement bancaire (QR-facture)",
      notice:
        "Après la confirmation, une QR-facture s'affiche et vous est envoyée par e-mail, à payer depuis votre e-banking.",
    },
  },
  acceptTerms: "J'accepte les conditions générales et la décharge de responsabilité",
  readTerms: "Lire les conditions générales",
  readWaiver: "Lire la décharge de responsabilité",
  termsTitle: "Conditions générales",
  waiverTitle: "Décharge de responsabilité",
  close: "Fermer",
  signature: "Signature numérique (facultatif)",
  signatureHint: "Écrivez votre nom complet pour signer la décharge de responsabilité.",
  confirm: "Confirmer la réservation",
  sending: "Réservation en cours…",
  buttonHint:
    "Si un champ obligatoire manque ou doit être corrigé, le formulaire vous l'indique en haut et à côté du champ.",
  bookedTitle: "Réservation enregistrée",
  bookedToast: "Votre réservation est enregistrée. Un e-mail de confirmation vous a été envoyé.",
  /** Spec section 4: for the bank transfer, the booking was submitted and the provider will call. */
  submittedTitle: "Réservation envoyée !",
  submitted:
    "Votre réservation a bien été envoyée. Nous vous contacterons très prochainement pour la confirmer.",
  payTitle: "Paiement",
} as const;
