/** The seeded, protected categories of ARCHITECTURE.md, in its order (the migration inserts the same rows). */
export const SYSTEM_CATEGORIES = [
  { name: 'Food & Dining', icon: '🍜', color: '#F97316' },
  { name: 'Groceries', icon: '🛒', color: '#84CC16' },
  { name: 'Transport', icon: '🚇', color: '#3B82F6' },
  { name: 'Shopping', icon: '🛍️', color: '#EC4899' },
  { name: 'Bills & Utilities', icon: '💡', color: '#EAB308' },
  { name: 'Subscriptions', icon: '🔁', color: '#0EA5E9' },
  { name: 'Entertainment', icon: '🎬', color: '#A855F7' },
  { name: 'Health & Wellness', icon: '🩺', color: '#14B8A6' },
  { name: 'Personal Care', icon: '💇', color: '#F472B6' },
  { name: 'Travel', icon: '✈️', color: '#06B6D4' },
  { name: 'Education', icon: '📚', color: '#6366F1' },
  { name: 'Insurance', icon: '🛡️', color: '#64748B' },
  { name: 'Housing', icon: '🏠', color: '#8B5CF6' },
  { name: 'Gifts & Donations', icon: '🎁', color: '#EF4444' },
  { name: 'Fees & Charges', icon: '🧾', color: '#78716C' },
  { name: 'Transfers', icon: '🔄', color: '#94A3B8' },
  { name: 'Salary & Income', icon: '💰', color: '#22C55E' },
  { name: 'Interest & Rewards', icon: '🪙', color: '#FACC15' },
  { name: 'Investments', icon: '📈', color: '#10B981' },
  { name: 'Refunds', icon: '↩️', color: '#0891B2' },
  { name: 'CPF-OA', icon: '🏦', color: '#2563EB' },
  { name: 'CPF-SA', icon: '🌱', color: '#16A34A' },
  { name: 'CPF-MA', icon: '🩹', color: '#D97706' },
  { name: 'Uncategorized', icon: '🌾', color: '#9CA3AF' },
] as const;

export type SystemCategoryName = (typeof SYSTEM_CATEGORIES)[number]['name'];
export const UNCATEGORIZED: SystemCategoryName = 'Uncategorized';
