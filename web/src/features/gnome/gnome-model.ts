/** Tips a person dismissed, remembered in this browser by the insight's stable id. */
export const DISMISSED_TIPS_KEY = 'garden.gnome.dismissedTips';
/** The dashboard card shows at most this many tips, best first. */
export const TIPS_SHOWN = 3;

export function dismissedTips(storage: Pick<Storage, 'getItem'> = window.localStorage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(DISMISSED_TIPS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function dismissTip(id: string, storage: Pick<Storage, 'getItem' | 'setItem'> = window.localStorage): string[] {
  // Keep the list short: the newest 200 dismissals are plenty.
  const next = [...dismissedTips(storage).filter((one) => one !== id), id].slice(-200);
  storage.setItem(DISMISSED_TIPS_KEY, JSON.stringify(next));
  return next;
}

export const CADENCE_LABELS: Record<string, string> = {
  weekly: 'Weekly',
  fortnightly: 'Every 2 weeks',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  yearly: 'Yearly',
};

export const STATUS_LABELS: Record<string, string> = {
  detected: 'Found',
  confirmed: 'Confirmed',
  dismissed: 'Not recurring',
  ended: 'Ended',
};

export const GNOME_MESSAGES = {
  tipsFailed: "The gnome couldn't gather tips just now. Please try again.",
  noTips:
    'No tips right now. The gnome looks for price rises, missing or double charges, busy categories and budgets at risk; spending trends need 3 months of history.',
  askFailed: "The gnome couldn't answer just now. Please try again.",
  recurringFailed: "We couldn't load your recurring payments. Please try again.",
  noRecurring:
    'No recurring payments found yet. They appear after three charges at the same merchant on a regular schedule.',
  statusFailed: "We couldn't save that. Please try again.",
} as const;
