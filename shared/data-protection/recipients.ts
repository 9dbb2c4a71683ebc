/**
 * Who receives the visitors' data, what, why and in which country (revFADP art. 19): the privacy
 * page /protection-des-donnees prints this list. docs/data-protection.md gives each fact's source.
 */

/**
 * Where the site and its database run. The CDK app takes the region from the AWS profile at deploy
 * time (no region in code, so that `cdk synth` works offline); docs/deploy.md has it deployed to
 * eu-central-2 (Zurich), and the SES sender and SNS SMS settings are made there too.
 */
export const HOSTING_REGION = { code: "eu-central-2", city: "Zurich", country: "Suisse" } as const;

export interface DataRecipient {
  /** The company, as its contracts name it. */
  name: string;
  /** What it receives. */
  receives: string;
  /** Why. */
  purpose: string;
  /** Where the data goes. */
  country: string;
}

export const DATA_RECIPIENTS: readonly DataRecipient[] = [
  {
    name: "Amazon Web Services (AWS)",
    receives:
      "Toutes les données des formulaires, qu'AWS héberge pour nous sans les utiliser ; les e-mails (Amazon SES) et les SMS (Amazon SNS) que nous vous envoyons.",
    purpose: "Héberger le site et ses données, envoyer nos e-mails et nos SMS.",
    country: `${HOSTING_REGION.country} (région AWS de ${HOSTING_REGION.city}, ${HOSTING_REGION.code})`,
  },
  {
    name: "Stripe Payments Europe Ltd",
    receives:
      "Votre e-mail, le montant, la sortie payée ; les données de carte ou TWINT que vous saisissez sur sa page de paiement.",
    purpose: "Le paiement par carte ou par TWINT d'une inscription.",
    country: "Irlande, avec des transferts à Stripe Inc. aux États-Unis",
  },
  {
    name: "PayPal (Europe) S.à r.l. et Cie, S.C.A.",
    receives:
      "Le montant et la sortie payée ; les données que vous donnez à PayPal en vous connectant.",
    purpose: "Le paiement par PayPal.",
    country: "Luxembourg",
  },
  {
    name: "Shopify International Ltd",
    receives:
      "Vos nom, e-mail, téléphone, la date, le nombre de participants et vos remarques ; les données de carte que vous saisissez dans la boutique.",
    purpose: "Le paiement par carte d'une réservation en ligne ou d'une sortie d'entreprise.",
    country: "Irlande, avec des transferts à Shopify Inc. au Canada",
  },
];
