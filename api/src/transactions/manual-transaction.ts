import type { EntityManager } from '@mikro-orm/postgresql';
import { merchantKey } from '@garden/core';
import { randomUUID } from 'node:crypto';
import { Transaction } from './transaction.entity';

/** The fields of a transaction not read from a statement (entered by hand, or recorded by the CPF screens). */
export interface ManualTransactionFields {
  userId: string;
  accountId: string;
  categoryId: string | null;
  categorySource: Transaction['categorySource'];
  /** How sure the categoriser was, when it chose (see Transaction.categoryConfidence). */
  categoryConfidence?: number | null;
  date: string;
  description: string;
  amountCents: number;
  currency: string;
  notes: string | null;
}

/** The row of a transaction that no statement produced: what newManualTransaction creates, as plain fields. */
export interface ManualTransactionRow extends ManualTransactionFields {
  id: string;
  categoryLocked: boolean;
  merchantKey: string;
  dedupeKey: string;
}

/**
 * The fields of a transaction that no statement produced (pure: nothing is persisted): its merchant key comes
 * from the description, a category chosen by hand (source 'user') is locked, and its dedupe key is unique so
 * imports never take it for a statement line.
 */
export function manualTransactionRow(fields: ManualTransactionFields, id: string = randomUUID()): ManualTransactionRow {
  return {
    id,
    ...fields,
    categoryLocked: fields.categorySource === 'user',
    merchantKey: merchantKey(fields.description),
    // Entered by hand: never the same row as a statement line, so imports still add theirs.
    dedupeKey: `manual|${id}`,
  };
}

/** Creates and persists (not flushes) a transaction that no statement produced (see manualTransactionRow). */
export function newManualTransaction(em: EntityManager, fields: ManualTransactionFields): Transaction {
  const transaction = em.create(Transaction, manualTransactionRow(fields));
  em.persist(transaction);
  return transaction;
}
