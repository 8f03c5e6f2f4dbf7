import { z } from 'zod';
import { TRANSACTION_MESSAGES, isUuidText } from '@garden/core';
import { CATEGORY_SOURCES } from './transaction.entity';

/** How long deleted transactions are kept for "Undo". */
export const DELETED_KEPT_MINUTES = 10;

/** A transaction's category as it was before a recategorisation. */
export interface PreviousCategory {
  id: string;
  categoryId: string | null;
  categorySource: string;
  /** How sure the categoriser was (0 to 1); null for a person's choice. */
  categoryConfidence: number | null;
  categoryLocked: boolean;
}

/** What a recategorisation changed, enough to undo it. */
export interface RecategorizeOutcome {
  updatedCount: number;
  previous: PreviousCategory[];
  /** The merchant rule a merchant-wide change set, and the category it had before (null: there was none). */
  merchantRule: { merchantKey: string; previousCategoryId: string | null } | null;
}

/** What undoRecategorize takes back: the outcome a recategorisation answered with. */
export const recategorizeUndoSchema = z
  .object({
    previous: z
      .array(
        z.object({
          id: z.string().refine(isUuidText, TRANSACTION_MESSAGES.notFound),
          categoryId: z.string().refine(isUuidText, TRANSACTION_MESSAGES.categoryNotFound).nullable(),
          categorySource: z.enum(CATEGORY_SOURCES),
          categoryConfidence: z.number().min(0).max(1).nullish(),
          categoryLocked: z.boolean(),
        }),
      )
      .max(10_000),
    merchantRule: z
      .object({
        merchantKey: z.string().min(1).max(500),
        previousCategoryId: z.string().refine(isUuidText, TRANSACTION_MESSAGES.categoryNotFound).nullable(),
      })
      .nullish(),
  })
  .strict();
