/**
 * Who the provider is, as shown to visitors (footer, contact section, structured data, e-mails).
 * The specification does not give the real address, phone or e-mail: these values are the single
 * place to change them (see docs/decisions.md).
 */
export const BUSINESS = {
  name: "Jura VTT Vitalité",
  tagline: "Restez en forme, quel que soit votre âge",
  email: "contact@jura-vtt-vitalite.ch",
  phoneDisplay: "+41 79 123 45 67",
  phoneE164: "+41791234567",
  streetAddress: "Route de la Givrine",
  /**
   * PLACEHOLDER, to be confirmed by the founders (docs/qr-bill.md): the building number of
   * streetAddress, printed on QR-bills; empty = none printed.
   */
  buildingNumber: "",
  postalCode: "1264",
  locality: "Saint-Cergue",
  region: "Vaud",
  country: "CH",
  /**
   * PLACEHOLDER, to be confirmed by the founders (docs/qr-bill.md): the holder of the bank account
   * exactly as the bank writes it, printed as « Payable à » on QR-bills. The trade name until then.
   */
  bankAccountHolder: "Jura VTT Vitalité",
  /**
   * PLACEHOLDER, to be confirmed by the founders (docs/payments.md, « TWINT à la main »): the
   * number visitors send a TWINT payment to by hand (/paiement-twint). The contact phone until then.
   */
  twintNumber: "+41 79 123 45 67",
  postalArea: "1264 Saint-Cergue, Parc naturel régional Jura vaudois",
  contactHours: "Tous les jours de 8h00 à 20h00",
  opensAt: "08:00",
  closesAt: "20:00",
  geo: { latitude: 46.4461, longitude: 6.1584 },
  communityGroupUrl: "https://www.facebook.com/groups/juravttvitalite",
  serviceRadiusMeters: 20000,
} as const;

/** The four activity labels of the footer, in the order of the specification. */
export const FOOTER_ACTIVITY_LABELS = [
  "VTT électrique",
  "Randonnées nature",
  "Bien-être & forme",
  "Découverte du Jura",
] as const;
