import { z } from 'zod';
import { RECURRING_STATUSES } from './recurring-detection';

export const RECURRING_MESSAGES = {
  notFound: 'Recurring payment not found',
  statusInvalid: `Status must be one of: ${RECURRING_STATUSES.join(', ')}`,
} as const;

/**
 * Recurring but not a subscription even at a fixed price: rent, insurance premiums, bills, money moved to one's
 * own accounts or investments.
 */
const NEVER_SUBSCRIPTION_CATEGORIES = [
  'Housing',
  'Insurance',
  'Bills & Utilities',
  'Transfers',
  'Investments',
  'Education',
  'CPF-OA',
  'CPF-SA',
  'CPF-MA',
];

/**
 * A subscription is charged at a fixed price (changing only now and then) or is filed under Subscriptions; rent,
 * insurance, bills, transfers and investments recur without being subscriptions.
 */
export function isSubscriptionSeries(fixedPrice: boolean, categoryName: string | null): boolean {
  if (categoryName === 'Subscriptions') return true;
  if (categoryName && NEVER_SUBSCRIPTION_CATEGORIES.includes(categoryName)) return false;
  return fixedPrice;
}

export const recurringStatusUpdateSchema = z.object({
  status: z.enum(RECURRING_STATUSES, { error: RECURRING_MESSAGES.statusInvalid }),
});
