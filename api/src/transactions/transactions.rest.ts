import type { Request } from 'express';
import { Router } from 'express';
import { AppError, TRANSACTION_MESSAGES, similarityThresholdSchema } from '@garden/core';
import { callerOf } from '../rest/rest-auth';
import { withSnakeErrors } from '../rest/rest-fields';
import { TransactionsService } from './transactions.service';
import {
  ACCOUNT_FIELDS,
  CATEGORY_FIELDS,
  LIST_FIELDS,
  similarJson,
  transactionJson,
  type IncludedFields,
} from './transactions.views';

type Query = Request['query'];

const RECENT_LIMIT_DEFAULT = 10;

/** camelCase field names of validation errors back in the REST client's snake_case. */
const SNAKE: Record<string, string> = {
  accountId: 'account_id',
  categoryId: 'category_id',
  isIncome: 'is_income',
  startDate: 'start_date',
  endDate: 'end_date',
  categoryIds: 'categories',
  accountIds: 'accounts',
  minAmount: 'min_amount',
  maxAmount: 'max_amount',
  sortBy: 'sort_by',
  sortOrder: 'sort_order',
  datePreset: 'date_preset',
};

/** Validation errors named with the REST client's snake_case fields ("categoryIds.0" -> "categories.0"). */
const snakeErrors = <T>(work: Promise<T>): Promise<T> => withSnakeErrors(SNAKE, work);

/** A query parameter given once, repeated, as name[] or comma-separated: always a list. */
function queryList(query: Query, name: string): string[] | undefined {
  const raw = query[name] ?? query[`${name}[]`];
  if (raw === undefined) return undefined;
  const values = (Array.isArray(raw) ? raw : [raw]).filter((value): value is string => typeof value === 'string');
  return values
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
}

function queryText(query: Query, name: string): string | undefined {
  const raw = query[name];
  return typeof raw === 'string' ? raw : undefined;
}

function booleanValue(raw: unknown, name: string): boolean | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (raw === true || raw === 'true') return true;
  if (raw === false || raw === 'false') return false;
  const message = `${name} must be true or false`;
  throw new AppError('BAD_USER_INPUT', message, { [name]: message });
}

const typeOf = (isIncome: boolean | undefined): string =>
  isIncome === undefined ? 'all' : isIncome ? 'income' : 'expenses';

function includedFields(query: Query): IncludedFields {
  const category = queryList(query, 'include_category_fields');
  const account = queryList(query, 'include_account_fields');
  return {
    category: category ? CATEGORY_FIELDS.filter((field) => category.includes(field)) : LIST_FIELDS.category,
    account: account ? ACCOUNT_FIELDS.filter((field) => account.includes(field)) : LIST_FIELDS.account,
  };
}

const paging = (query: Query) => ({ skip: queryText(query, 'skip'), limit: queryText(query, 'limit') });

/** The REST gateway of transactions, over the same service as GraphQL. */
export function transactionsRoutes(): Router {
  const router = Router();
  const service = (request: Request): { transactions: TransactionsService; userId: string } => {
    const { em, user } = callerOf(request);
    return { transactions: new TransactionsService(em), userId: user.id };
  };

  router.get('/transactions', async (request, response) => {
    const { transactions, userId } = service(request);
    const query = request.query;
    const filter = {
      datePreset: queryText(query, 'date_preset'),
      startDate: queryText(query, 'start_date'),
      endDate: queryText(query, 'end_date'),
      search: queryText(query, 'search'),
      categoryIds: queryList(query, 'categories'),
      accountIds: queryList(query, 'accounts'),
      type: typeOf(booleanValue(query.is_income, 'is_income')),
      sortBy: queryText(query, 'sort_by'),
      sortOrder: queryText(query, 'sort_order'),
    };
    const fields = includedFields(query);
    const rows = await snakeErrors(transactions.list(userId, filter, paging(query)));
    response.json(rows.map((row) => transactionJson(row, fields)));
  });

  router.post('/transactions/filter', async (request, response) => {
    const { transactions, userId } = service(request);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const filter = {
      datePreset: body.date_preset,
      startDate: body.start_date,
      endDate: body.end_date,
      categoryIds: body.categories,
      accountIds: body.accounts,
      search: body.search,
      type: typeOf(booleanValue(body.is_income, 'is_income')),
      minAmount: body.min_amount,
      maxAmount: body.max_amount,
      status: body.status,
      sortBy: body.sort_by,
      sortOrder: body.sort_order,
    };
    const fields = includedFields(request.query);
    const rows = await snakeErrors(transactions.list(userId, filter, paging(request.query)));
    response.json(rows.map((row) => transactionJson(row, fields)));
  });

  router.post('/transactions', async (request, response) => {
    const { transactions, userId } = service(request);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const created = await snakeErrors(
      transactions.create(
        userId,
        {
          accountId: body.account_id,
          categoryId: body.category_id,
          date: body.date,
          amount: body.amount,
          isIncome: body.is_income ?? undefined,
          description: body.description,
          notes: body.notes,
          currency: body.currency ?? undefined,
        },
        { signedAmounts: true },
      ),
    );
    response.status(201).json(transactionJson(created));
  });

  router.get('/transactions/recent', async (request, response) => {
    const { transactions, userId } = service(request);
    const rows = await snakeErrors(
      transactions.list(userId, {}, { skip: 0, limit: queryText(request.query, 'limit') ?? RECENT_LIMIT_DEFAULT }),
    );
    response.json(rows.map((row) => transactionJson(row)));
  });

  router.get('/transactions/by-account/:id', async (request, response) => {
    const { transactions, userId } = service(request);
    const rows = await snakeErrors(transactions.byAccount(userId, request.params.id ?? '', paging(request.query)));
    response.json(rows.map((row) => transactionJson(row)));
  });

  router.get('/transactions/by-category/:id', async (request, response) => {
    const { transactions, userId } = service(request);
    const rows = await snakeErrors(transactions.byCategory(userId, request.params.id ?? '', paging(request.query)));
    response.json(rows.map((row) => transactionJson(row)));
  });

  router.post('/transactions/bulk-update', async (request, response) => {
    const { transactions, userId } = service(request);
    const body = (request.body ?? {}) as { transaction_ids?: unknown; updates?: { category_id?: unknown } };
    const ids = body.transaction_ids;
    const categoryId = body.updates?.category_id;
    if (typeof categoryId !== 'string' || categoryId.trim() === '') {
      throw new AppError('BAD_USER_INPUT', TRANSACTION_MESSAGES.categoryRequired, {
        'updates.category_id': TRANSACTION_MESSAGES.categoryRequired,
      });
    }
    const updated = await snakeErrors(transactions.recategorize(userId, ids, categoryId.trim()));
    response.json({ success: true, updated_count: updated });
  });

  router.post('/transactions/bulk-update-by-merchant', async (request, response) => {
    const { transactions, userId } = service(request);
    const transactionId = queryText(request.query, 'transaction_id') ?? '';
    const categoryId = queryText(request.query, 'category_id');
    if (!categoryId) {
      throw new AppError('BAD_USER_INPUT', TRANSACTION_MESSAGES.categoryRequired, {
        category_id: TRANSACTION_MESSAGES.categoryRequired,
      });
    }
    const applyToAll = booleanValue(request.query.update_all_merchant, 'update_all_merchant') ?? false;
    const result = await transactions.recategorizeMerchant(userId, transactionId, categoryId, applyToAll);
    response.json({
      success: true,
      updated_count: result.updatedCount,
      merchant_key: result.merchantKey,
      rule_saved: applyToAll,
    });
  });

  router.post('/transactions/delete-similar', async (request, response) => {
    const { transactions, userId } = service(request);
    const body = (request.body ?? {}) as { transaction_ids?: unknown };
    const deleted = await snakeErrors(transactions.deleteMany(userId, body.transaction_ids));
    response.json({ success: true, deleted_count: deleted });
  });

  router.get('/transactions/:id/similar', async (request, response) => {
    const { transactions, userId } = service(request);
    const raw = queryText(request.query, 'similarity_threshold');
    const result = await transactions.similar(userId, request.params.id ?? '', raw);
    const threshold = similarityThresholdSchema.parse(raw);
    response.json(similarJson(result, threshold));
  });

  router.get('/transactions/:id', async (request, response) => {
    const { transactions, userId } = service(request);
    response.json(transactionJson(await transactions.get(userId, request.params.id ?? '')));
  });

  router.put('/transactions/:id', async (request, response) => {
    const { transactions, userId } = service(request);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const input: Record<string, unknown> = {
      date: body.date,
      description: body.description,
      amount: body.amount,
      isIncome: body.is_income ?? undefined,
      accountId: body.account_id ?? undefined,
      notes: body.notes,
    };
    if ('category_id' in body) input.categoryId = body.category_id;
    const updated = await snakeErrors(
      transactions.update(userId, request.params.id ?? '', input, { signedAmounts: true }),
    );
    response.json(transactionJson(updated));
  });

  router.delete('/transactions/:id', async (request, response) => {
    const { transactions, userId } = service(request);
    await transactions.delete(userId, request.params.id ?? '');
    response.json({ success: true, message: 'Transaction deleted successfully' });
  });

  return router;
}
