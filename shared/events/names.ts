/** Names (EventBridge detail-type) of every event the product publishes. */
export const EVENT_NAMES = {
  inscriptionCreated: "InscriptionCreated",
  contactMessageReceived: "ContactMessageReceived",
  quoteRequested: "QuoteRequested",
  newsletterSubscriptionRequested: "NewsletterSubscriptionRequested",
  paymentStarted: "PaymentStarted",
  paymentCompleted: "PaymentCompleted",
  paymentFailed: "PaymentFailed",
  paymentExpired: "PaymentExpired",
  inscriptionExpired: "InscriptionExpired",
  inscriptionCancelled: "InscriptionCancelled",
  inscriptionCancellationRequested: "InscriptionCancellationRequested",
  // One participant of a registration cancelled alone (or asked to be, within 72 h).
  inscriptionParticipantCancelled: "InscriptionParticipantCancelled",
  inscriptionParticipantCancellationRequested: "InscriptionParticipantCancellationRequested",
  bankFileImported: "BankFileImported",
  activityPublished: "ActivityPublished",
  activityChanged: "ActivityChanged",
  activityHidden: "ActivityHidden",
  activityShown: "ActivityShown",
  // Team space: a quote request or a contact message marked handled, or back to handle.
  requestStatusChanged: "RequestStatusChanged",
  // Cancelling a date and writing to everyone registered on it (team space).
  activityCancelled: "ActivityCancelled",
  participantsMessaged: "ParticipantsMessaged",
  // The payments desk: a refund the founders made themselves (bank, TWINT, or a provider's page).
  paymentRefundedByHand: "PaymentRefundedByHand",
  // « Données d'une personne »: what is held about an e-mail address, exported or erased.
  personDataExported: "PersonDataExported",
  personDataErased: "PersonDataErased",
  // The retention job: how many records of each kind it anonymised or erased (counts only).
  dataRetentionApplied: "DataRetentionApplied",
  // The waiting list of a full outing: an entry joined, was offered places, or left (or declined).
  waitlistJoined: "WaitlistJoined",
  waitlistOfferMade: "WaitlistOfferMade",
  waitlistLeft: "WaitlistLeft",
} as const;

/** Events that make the notifier send e-mails or SMS. */
export const NOTIFICATION_EVENTS = [
  EVENT_NAMES.inscriptionCreated,
  EVENT_NAMES.contactMessageReceived,
  EVENT_NAMES.quoteRequested,
  EVENT_NAMES.newsletterSubscriptionRequested,
  EVENT_NAMES.paymentStarted,
  EVENT_NAMES.paymentCompleted,
  EVENT_NAMES.inscriptionCancelled,
  EVENT_NAMES.inscriptionCancellationRequested,
  EVENT_NAMES.inscriptionParticipantCancelled,
  EVENT_NAMES.inscriptionParticipantCancellationRequested,
  EVENT_NAMES.bankFileImported,
  EVENT_NAMES.inscriptionExpired,
  EVENT_NAMES.participantsMessaged,
  EVENT_NAMES.waitlistJoined,
  EVENT_NAMES.waitlistOfferMade,
] as const;

/**
 * Events after which places may have freed on an outing, or its waiting list changed: they go to
 * the waiting list's queue, whose worker offers the places to the next entry that fits.
 */
export const WAITLIST_OFFER_EVENTS = [
  EVENT_NAMES.inscriptionExpired,
  EVENT_NAMES.inscriptionCancelled,
  // A participant cancelled alone frees her place.
  EVENT_NAMES.inscriptionParticipantCancelled,
  EVENT_NAMES.activityChanged,
  // Shown again: places freed while it was hidden are offered then.
  EVENT_NAMES.activityShown,
  EVENT_NAMES.waitlistJoined,
  EVENT_NAMES.waitlistLeft,
] as const;
