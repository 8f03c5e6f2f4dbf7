import type { EntityManager } from '@mikro-orm/postgresql';
import {
  AppError,
  TRANSACTION_MESSAGES,
  bulkIdsSchema,
  isUuidText,
  merchantKey,
  pagingSchema,
  parseOrThrow,
  similarityThresholdSchema,
  toTransactionQuery,
  transactionCreateSchema,
  transactionFilterSchema,
  transactionUpdateSchema,
  type SimilarityReason,
} from '@garden/core';
import { Account } from '../accounts/account.entity';
import type { Category } from '../categories/category.entity';
import { requireVisible } from '../categories/visible-categories';
import { UserCategorizer, learnFromRecategorization } from '../categories/categories.categorizer';
import { RecurringService } from '../recurring/recurring.service';
import { newManualTransaction } from './manual-transaction';
import { Transaction } from './transaction.entity';
import {
  TRANSACTION_SELECT,
  keepDeletedQuery,
  listQuery,
  moveToCategoryQuery,
  placeholders,
  purgeExpiredDeletesQuery,
  restoreCategoryQuery,
  restoreKeptQuery,
  setMerchantRuleQuery,
  similarMessage,
  takeKeptBatchQuery,
  toPreviousCategory,
  toRecord,
  type PreviousCategoryRow,
  type RecordRow,
  type SimilarResult,
  type SqlQuery,
  type TransactionRecord,
} from './transactions.queries';
import { recategorizeUndoSchema, type PreviousCategory, type RecategorizeOutcome } from './transactions.undo';

const notFound = (): AppError => new AppError('NOT_FOUND', TRANSACTION_MESSAGES.notFound);

/** Transactions of one user: every read and change is scoped to that user; others' ids are NOT_FOUND. */
export class TransactionsService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private async rows<T>(sql: string, params: unknown[], em: EntityManager = this.em): Promise<T[]> {
    return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
  }

  private run<T>(query: SqlQuery, em: EntityManager = this.em): Promise<T[]> {
    return this.rows<T>(query.sql, query.params, em);
  }

  /** Recurring payments follow every edit: the merchants an edit touched are worked out again. */
  private refreshRecurring(userId: string): Promise<void> {
    return new RecurringService(this.em).refresh(userId);
  }

  /** Validates a filter (GraphQL or REST shapes mapped to camelCase) and the paging, then runs the query. */
  async list(userId: string, filter: unknown, paging: unknown): Promise<TransactionRecord[]> {
    const parsedFilter = parseOrThrow(transactionFilterSchema.safeParse(filter ?? {}));
    const parsedPaging = parseOrThrow(pagingSchema.safeParse(paging ?? {}));
    const { sql, params } = listQuery(userId, toTransactionQuery(parsedFilter, this.clock()), parsedPaging);
    return (await this.rows<RecordRow>(sql, params)).map(toRecord);
  }

  async get(userId: string, id: string): Promise<TransactionRecord> {
    if (!isUuidText(id)) throw notFound();
    const [row] = await this.rows<RecordRow>(`${TRANSACTION_SELECT} where t.user_id = ? and t.id = ?`, [userId, id]);
    if (!row) throw notFound();
    return toRecord(row);
  }

  /** Transactions of one of the user's accounts; another user's account is NOT_FOUND. */
  async byAccount(userId: string, accountId: string, paging: unknown): Promise<TransactionRecord[]> {
    await this.requireAccount(userId, accountId);
    return this.list(userId, { accountIds: [accountId] }, paging);
  }

  /** Transactions in a category the user can see (system or own); another user's category is NOT_FOUND. */
  async byCategory(userId: string, categoryId: string, paging: unknown): Promise<TransactionRecord[]> {
    await this.requireCategory(userId, categoryId, { active: false });
    return this.list(userId, { categoryIds: [categoryId] }, paging);
  }

  async accounts(userId: string): Promise<Account[]> {
    return this.em.find(Account, { userId }, { orderBy: { name: 'asc', id: 'asc' } });
  }

  async create(userId: string, input: unknown, options: { signedAmounts: boolean }): Promise<TransactionRecord> {
    const data = parseOrThrow(transactionCreateSchema(options).safeParse(input ?? {}));
    const account = await this.requireAccount(userId, data.accountId);
    let categoryId: string | null;
    let categorySource: Transaction['categorySource'];
    let categoryConfidence: number | null = null;
    if (data.categoryId) {
      categoryId = (await this.requireCategory(userId, data.categoryId, { active: true })).id;
      categorySource = 'user';
    } else {
      const categorizer = await UserCategorizer.forUser(this.em, userId);
      ({ categoryId, categorySource, categoryConfidence } = await categorizer.categorizeOne({
        description: data.description,
        amountCents: data.amountCents,
      }));
    }
    const transaction = newManualTransaction(this.em, {
      userId,
      accountId: account.id,
      categoryId,
      categorySource,
      categoryConfidence,
      date: data.date,
      description: data.description,
      amountCents: data.amountCents,
      currency: data.currency ?? account.currency,
      notes: data.notes ?? null,
    });
    await this.em.flush();
    await this.refreshRecurring(userId);
    return this.get(userId, transaction.id);
  }

  /**
   * Edits a transaction. A category chosen by hand is locked (source 'user'): no automatic pass changes it.
   * The account cannot change; the amount's direction follows isIncome when given.
   */
  async update(
    userId: string,
    id: string,
    input: unknown,
    options: { signedAmounts: boolean },
  ): Promise<TransactionRecord> {
    const data = parseOrThrow(transactionUpdateSchema(options).safeParse(input ?? {}));
    const transaction = isUuidText(id) ? await this.em.findOne(Transaction, { id, userId }) : null;
    if (!transaction) throw notFound();
    if (data.accountId !== undefined && data.accountId !== transaction.accountId) {
      throw new AppError('BAD_USER_INPUT', TRANSACTION_MESSAGES.accountLocked, {
        accountId: TRANSACTION_MESSAGES.accountLocked,
      });
    }
    if (data.categoryId !== undefined && data.categoryId !== transaction.categoryId) {
      transaction.categoryId = data.categoryId
        ? (await this.requireCategory(userId, data.categoryId, { active: true })).id
        : null;
      transaction.categorySource = 'user';
      transaction.categoryConfidence = null;
      transaction.categoryLocked = true;
      if (transaction.categoryId)
        await learnFromRecategorization(this.em, userId, [transaction.id], transaction.categoryId);
    }
    if (data.date !== undefined) transaction.date = data.date;
    if (data.description !== undefined) {
      transaction.description = data.description;
      transaction.merchantKey = merchantKey(data.description);
    }
    const income =
      data.isIncome ?? (data.amount !== undefined && data.amount < 0 ? false : transaction.amountCents > 0);
    const magnitude = Math.abs(data.amount ?? transaction.amountCents);
    transaction.amountCents = income ? magnitude : -magnitude;
    if (data.notes !== undefined) transaction.notes = data.notes;
    await this.em.flush();
    await this.refreshRecurring(userId);
    return this.get(userId, id);
  }

  async delete(userId: string, id: string): Promise<void> {
    if (!isUuidText(id)) throw notFound();
    const deleted = await this.em.nativeDelete(Transaction, { id, userId });
    if (deleted === 0) throw notFound();
    await this.refreshRecurring(userId);
  }

  /**
   * Deletes all the given transactions or none (like deleteMany), keeping them for DELETED_KEPT_MINUTES so that
   * undoDelete can put them back exactly; answers with the count and the token that names the kept batch.
   */
  async deleteUndoable(userId: string, rawIds: unknown): Promise<{ deletedCount: number; undoToken: string }> {
    const ids = parseOrThrow(bulkIdsSchema(TRANSACTION_MESSAGES.selectToDelete).safeParse(rawIds));
    if (!ids.every(isUuidText)) throw notFound();
    const outcome = await this.em.transactional(async (tx) => {
      await this.purgeExpiredDeletes(tx);
      const [batch] = await this.run<{ id: string; count: number }>(keepDeletedQuery(userId, ids), tx);
      if (!batch || batch.count !== ids.length) throw notFound();
      return { deletedCount: batch.count, undoToken: batch.id };
    });
    await this.refreshRecurring(userId);
    return outcome;
  }

  /**
   * Puts back the transactions of a recent delete (its undo token), with their ids, statements and categories; a
   * token that is not the user's, too old or already used restores nothing (0). Rows whose account is gone meanwhile
   * cannot come back, so the whole undo is refused then (NOT_FOUND) and the batch stays as it was.
   */
  async undoDelete(userId: string, token: string): Promise<number> {
    if (!isUuidText(token)) return 0;
    const outcome = await this.em.transactional(async (tx) => {
      await this.purgeExpiredDeletes(tx);
      const [batch] = await this.run<{ rows: unknown }>(takeKeptBatchQuery(userId, token), tx);
      if (!batch) return 0;
      try {
        const restored = await this.run<{ id: string }>(restoreKeptQuery(userId, batch.rows), tx);
        return restored.length;
      } catch {
        throw new AppError('NOT_FOUND', TRANSACTION_MESSAGES.accountNotFound);
      }
    });
    await this.refreshRecurring(userId);
    return outcome;
  }

  /** Deleted transactions are not kept past their undo time, whoever's they were. */
  private async purgeExpiredDeletes(tx: EntityManager): Promise<void> {
    await this.run(purgeExpiredDeletesQuery(), tx);
  }

  /** Deletes all the given transactions or none: one id that is not the user's makes it NOT_FOUND. */
  async deleteMany(userId: string, rawIds: unknown): Promise<number> {
    const ids = parseOrThrow(bulkIdsSchema(TRANSACTION_MESSAGES.selectToDelete).safeParse(rawIds));
    if (!ids.every(isUuidText)) throw notFound();
    const outcome = await this.em.transactional(async (tx) => {
      const deleted = await this.rows<{ id: string }>(
        `delete from transactions where user_id = ? and id in (${placeholders(ids)}) returning id`,
        [userId, ...ids],
        tx,
      );
      if (deleted.length !== ids.length) throw notFound();
      return deleted.length;
    });
    await this.refreshRecurring(userId);
    return outcome;
  }

  /** Moves all the given transactions to a category or none; each becomes a locked choice of the user. */
  async recategorize(userId: string, rawIds: unknown, categoryId: string): Promise<number> {
    return (await this.recategorizeUndoable(userId, rawIds, categoryId)).updatedCount;
  }

  /** {@link recategorize}, answering with what each transaction had before, so the change can be undone. */
  async recategorizeUndoable(userId: string, rawIds: unknown, categoryId: string): Promise<RecategorizeOutcome> {
    const ids = parseOrThrow(bulkIdsSchema(TRANSACTION_MESSAGES.selectToRecategorize).safeParse(rawIds));
    if (!ids.every(isUuidText)) throw notFound();
    const category = await this.requireCategory(userId, categoryId, { active: true });
    const outcome = await this.em.transactional(async (tx) => {
      const previous = await this.moveToCategory(tx, userId, category.id, `id in (${placeholders(ids)})`, ids);
      if (previous.length !== ids.length) throw notFound();
      await learnFromRecategorization(tx, userId, ids, category.id);
      return { updatedCount: previous.length, previous, merchantRule: null };
    });
    await this.refreshRecurring(userId);
    return outcome;
  }

  /**
   * Sets the category of the user's transactions matching `where`, answering with each one's category, source and
   * lock as they were (read and changed under one row lock).
   */
  private async moveToCategory(
    tx: EntityManager,
    userId: string,
    categoryId: string,
    where: string,
    params: unknown[],
  ): Promise<PreviousCategory[]> {
    const rows = await this.run<PreviousCategoryRow>(moveToCategoryQuery(userId, categoryId, where, params), tx);
    return rows.map(toPreviousCategory);
  }

  /**
   * Undoes a recategorisation: each transaction gets back the category, source and lock it had, and a merchant rule
   * the change made goes back to what it was (removed when there was none). Only the user's own transactions and
   * rules are touched; a category must be a system one or the user's own (dormant ones included: it is a restore).
   */
  async undoRecategorize(userId: string, raw: unknown): Promise<number> {
    const input = parseOrThrow(recategorizeUndoSchema.safeParse(raw ?? {}));
    const categoryIds = [
      ...new Set([
        ...input.previous.map((row) => row.categoryId),
        ...(input.merchantRule?.previousCategoryId ? [input.merchantRule.previousCategoryId] : []),
      ]),
    ].filter((id): id is string => id !== null);
    for (const id of categoryIds) await this.requireCategory(userId, id, { active: false });
    const outcome = await this.em.transactional(async (tx) => {
      let restored = 0;
      for (const row of input.previous) {
        const updated = await this.run<{ id: string }>(restoreCategoryQuery(userId, row), tx);
        restored += updated.length;
      }
      const rule = input.merchantRule;
      if (rule) {
        if (rule.previousCategoryId) {
          await this.run(setMerchantRuleQuery(userId, rule.merchantKey, rule.previousCategoryId), tx);
        } else {
          await this.rows(
            'delete from merchant_rules where user_id = ? and merchant_key = ?',
            [userId, rule.merchantKey],
            tx,
          );
        }
      }
      return restored;
    });
    await this.refreshRecurring(userId);
    return outcome;
  }

  /**
   * Recategorises one transaction, or with applyToAll every transaction of the same merchant, and then
   * remembers the choice as the user's rule for that merchant, which the next import applies first.
   */
  async recategorizeMerchant(
    userId: string,
    transactionId: string,
    categoryId: string,
    applyToAll: boolean,
  ): Promise<RecategorizeOutcome & { merchantKey: string }> {
    const original = await this.get(userId, transactionId);
    const category = await this.requireCategory(userId, categoryId, { active: true });
    const outcome = await this.em.transactional(async (tx) => {
      const previous = await this.moveToCategory(tx, userId, category.id, applyToAll ? 'merchant_key = ?' : 'id = ?', [
        applyToAll ? original.merchantKey : original.id,
      ]);
      // One correction teaches: the merchant's other lines are the same words.
      await learnFromRecategorization(tx, userId, [original.id], category.id);
      let merchantRule: RecategorizeOutcome['merchantRule'] = null;
      if (applyToAll) {
        const [rule] = await this.rows<{ category_id: string }>(
          'select category_id from merchant_rules where user_id = ? and merchant_key = ? for update',
          [userId, original.merchantKey],
          tx,
        );
        merchantRule = { merchantKey: original.merchantKey, previousCategoryId: rule?.category_id ?? null };
        await this.run(setMerchantRuleQuery(userId, original.merchantKey, category.id), tx);
      }
      return { updatedCount: previous.length, previous, merchantRule, merchantKey: original.merchantKey };
    });
    await this.refreshRecurring(userId);
    return outcome;
  }

  /** Transactions like the given one (ARCHITECTURE.md "Similar transactions"), best first. */
  async similar(userId: string, id: string, rawThreshold: unknown): Promise<SimilarResult> {
    const threshold = parseOrThrow(similarityThresholdSchema.safeParse(rawThreshold));
    if (!isUuidText(id)) throw notFound();
    // The original (only among the user's own) and its similar rows come back from one round trip.
    const { sql, params } = similarMessage(userId, id, threshold);
    const [, originals, rows] = await this.rows<unknown[]>(sql, params);
    if (!Array.isArray(originals) || !Array.isArray(rows)) {
      throw new Error('The similar-transactions message answered without its rows');
    }
    const [original] = originals as RecordRow[];
    if (!original) throw notFound();
    return {
      original: toRecord(original),
      items: (rows as (RecordRow & { score: number; reason: SimilarityReason })[]).map((row) => ({
        transaction: toRecord(row),
        score: Number(row.score),
        reason: row.reason,
      })),
    };
  }

  private async requireAccount(userId: string, accountId: string): Promise<Account> {
    const account = isUuidText(accountId) ? await this.em.findOne(Account, { id: accountId, userId }) : null;
    if (!account) throw new AppError('NOT_FOUND', TRANSACTION_MESSAGES.accountNotFound);
    return account;
  }

  /** A system category or one of the user's own; dormant ones are refused where a category is being chosen. */
  private async requireCategory(userId: string, categoryId: string, options: { active: boolean }): Promise<Category> {
    const category = await requireVisible(
      this.em,
      userId,
      categoryId,
      () => new AppError('NOT_FOUND', TRANSACTION_MESSAGES.categoryNotFound),
    );
    if (options.active && !category.isActive) {
      throw new AppError('BAD_USER_INPUT', TRANSACTION_MESSAGES.categoryDormant, {
        categoryId: TRANSACTION_MESSAGES.categoryDormant,
      });
    }
    return category;
  }
}
