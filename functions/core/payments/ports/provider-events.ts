/** Webhooks: the providers' events, verified, and the ones already handled. */

/** A verified webhook event, reduced to what the use case reads. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** The id of the object the event is about (a Checkout Session id, a PayPal order id). */
  objectId: string;
}

/** The provider events already handled (a second delivery of one does nothing). */
export interface ProviderEventLog {
  /** Records a provider event id; false when it was already recorded. */
  recordProviderEvent(key: string, at: Date): Promise<boolean>;
  isProviderEventRecorded(key: string): Promise<boolean>;
}
