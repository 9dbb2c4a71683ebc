/** One handler per notification event, keyed by detail-type. Features register theirs here. */
export const notificationHandlers: Record<string, (detail: unknown) => Promise<void>> = {};
