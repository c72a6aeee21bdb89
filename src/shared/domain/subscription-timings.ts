// The two timing constants of the subscription (HC §9: "3000 ms and 10000 ms ... their
// use is not shown"). Our reading: once a page sees a unit's subscription in progress (the host
// came back from a provider's hosted payment page, POST /api/app/subscription/in_progress), it
// asks for the status every 3 s; if the payment is still unconfirmed 10 s after it began
// watching, it stops asking on its own and tells the host, who can ask to check again.

/** How often the status of a payment in progress is asked again. */
export const IN_PROGRESS_POLL_MS = 3000;
/** How long the page keeps asking by itself before it says the payment is still being confirmed. */
export const IN_PROGRESS_PATIENCE_MS = 10_000;

export const IN_PROGRESS = 'in_progress';

/**
 * The delay before the next status read, or false for none: every IN_PROGRESS_POLL_MS while the
 * status is in progress, as long as that read still falls within the patience (reads at 3, 6 and
 * 9 s, none at 12 s).
 */
export function nextInProgressPoll(status: string | undefined, watchedSince: number | null, now: number): number | false {
  if (status !== IN_PROGRESS || watchedSince === null) return false;
  return now - watchedSince + IN_PROGRESS_POLL_MS <= IN_PROGRESS_PATIENCE_MS ? IN_PROGRESS_POLL_MS : false;
}

/** When the page says the payment is still being confirmed: the patience after it began watching. */
export const confirmationOverdueAt = (watchedSince: number) => watchedSince + IN_PROGRESS_PATIENCE_MS;
