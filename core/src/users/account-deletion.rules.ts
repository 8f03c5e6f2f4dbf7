/**
 * Deleting an account (the legal text promises all data is removed within 30 days): a request is kept for a
 * grace period during which the person's data calls are refused and a sign-in can cancel it; then every row of
 * the person and their sign-in are removed.
 */
export const ACCOUNT_DELETION_GRACE_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a deletion asked for at `requestedAt` is carried out. */
export function deletionDueAt(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + ACCOUNT_DELETION_GRACE_DAYS * DAY_MS);
}

/** As the legal text promises, an account nobody signed in to or called for this long is deleted (same grace). */
export const INACTIVE_ACCOUNT_YEARS = 2;

/** The instant before which a last activity makes an account inactive at `now` (two calendar years, UTC). */
export function inactiveBefore(now: Date): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - INACTIVE_ACCOUNT_YEARS);
  return cutoff;
}

/** Last activity is written at most this often per person, so tracking it costs one write a day, not one a call. */
export const ACTIVITY_RESOLUTION_MS = DAY_MS;

/** Why a deletion is pending: the person asked, or the account was inactive for two years. */
export const DELETION_REASONS = ['requested', 'inactive'] as const;
export type DeletionReason = (typeof DELETION_REASONS)[number];

/** What the person types to confirm (the Settings dialog). */
export const ACCOUNT_DELETION_CONFIRMATION = 'DELETE';

/** "27 December 2026" in Singapore time: the day a pending deletion happens. */
export function deletionDayText(at: Date): string {
  return new Intl.DateTimeFormat('en-SG', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Singapore',
  }).format(at);
}

export const ACCOUNT_DELETION_MESSAGES = {
  /** The detail of every refused data call while a deletion is pending. */
  pending: (due: Date): string =>
    `This account is scheduled for deletion on ${deletionDayText(due)}. Cancel the deletion to use it again.`,
  tooLateToCancel: 'This account has already been deleted and can no longer be restored.',
  requestFailed: "We couldn't schedule the deletion of your account. Please try again.",
  cancelFailed: "We couldn't cancel the deletion of your account. Please try again.",
} as const;
