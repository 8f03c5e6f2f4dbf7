import {
  TRANSACTION_MESSAGES,
  amountTextToCents,
  bulkIdsSchema,
  pagingSchema,
  toTransactionQuery,
  transactionCreateSchema,
  transactionFilterSchema,
} from './transaction.rules';
import { containsPattern, merchantDisplayName, similarityLabel, similarityScore, trigramThreshold } from './similarity';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('transaction rules', () => {
  it('reads amounts exactly, refusing more than two decimals', () => {
    expect(amountTextToCents('12.34')).toBe(1234);
    expect(amountTextToCents('-0.1')).toBe(-10);
    expect(amountTextToCents(0.29)).toBe(29);
    expect(amountTextToCents('1,234.50')).toBe(123450);
    expect(amountTextToCents('.5')).toBe(50);
    expect(amountTextToCents('1.234')).toBeUndefined();
    expect(amountTextToCents('abc')).toBeUndefined();
    expect(amountTextToCents(Number.NaN)).toBeUndefined();
  });

  it('requires date, description and a non-zero amount; the Expense/Income choice gives the sign', () => {
    const rest = transactionCreateSchema({ signedAmounts: true });
    const base = { accountId: 'a', date: '2024-05-02', amount: '12.30', description: ' Kopi ' };
    expect(rest.parse({ ...base, isIncome: false })).toMatchObject({ amountCents: -1230, description: 'Kopi' });
    expect(rest.parse({ ...base, amount: -12.3 })).toMatchObject({ amountCents: -1230 });
    expect(rest.parse({ ...base, amount: -12.3, isIncome: true })).toMatchObject({ amountCents: 1230 });
    expect(firstMessage(rest.safeParse({ ...base, amount: 0 }))).toBe(TRANSACTION_MESSAGES.amountNotZero);
    expect(firstMessage(rest.safeParse({ ...base, date: undefined }))).toBe('Date is required');
    expect(firstMessage(rest.safeParse({ ...base, date: '2023-02-29' }))).toBe(TRANSACTION_MESSAGES.dateInvalid);
    expect(firstMessage(rest.safeParse({ ...base, description: '' }))).toBe('Description is required');
    expect(firstMessage(rest.safeParse({ ...base, description: undefined }))).toBe('Description is required');
    const graph = transactionCreateSchema({ signedAmounts: false });
    expect(firstMessage(graph.safeParse({ ...base, amount: '-1.00', isIncome: false }))).toBe(
      TRANSACTION_MESSAGES.amountNotNegative,
    );
  });

  it('validates filters and resolves a preset together with explicit dates', () => {
    const parsed = transactionFilterSchema.parse({
      datePreset: 'last-month',
      startDate: '2024-01-20',
      search: '  kopi ',
    });
    expect(toTransactionQuery(parsed, new Date('2024-02-10T00:00:00Z'))).toEqual({
      startDate: '2024-01-20',
      endDate: '2024-01-31',
      type: 'all',
      categoryIds: [],
      accountIds: [],
      search: 'kopi',
      minAmountCents: undefined,
      maxAmountCents: undefined,
      status: undefined,
      sortBy: 'date',
      sortOrder: 'desc',
    });
    expect(firstMessage(transactionFilterSchema.safeParse({ type: 'refunds' }))).toBe(TRANSACTION_MESSAGES.typeInvalid);
    expect(firstMessage(transactionFilterSchema.safeParse({ startDate: '2024-02-02', endDate: '2024-02-01' }))).toBe(
      TRANSACTION_MESSAGES.dateOrder,
    );
    expect(firstMessage(transactionFilterSchema.safeParse({ minAmount: '5', maxAmount: '4.99' }))).toBe(
      TRANSACTION_MESSAGES.amountFilterOrder,
    );
    expect(pagingSchema.parse({})).toEqual({ skip: 0, limit: 100 });
    expect(pagingSchema.parse({ skip: '40', limit: '20' })).toEqual({ skip: 40, limit: 20 });
    expect(firstMessage(pagingSchema.safeParse({ limit: '501' }))).toBe(TRANSACTION_MESSAGES.limitInvalid);
    expect(firstMessage(pagingSchema.safeParse({ skip: -1 }))).toBe(TRANSACTION_MESSAGES.skipInvalid);
  });

  it('asks for at least one selected transaction with the spec’s words', () => {
    expect(firstMessage(bulkIdsSchema(TRANSACTION_MESSAGES.selectToDelete).safeParse([]))).toBe(
      'Please select at least one transaction to delete.',
    );
    expect(firstMessage(bulkIdsSchema(TRANSACTION_MESSAGES.selectToRecategorize).safeParse(undefined))).toBe(
      'Please select at least one transaction to recategorize.',
    );
    expect(bulkIdsSchema('x').parse(['a', 'a', ' b'])).toEqual(['a', 'b']);
  });

  it('scores, labels and searches as the previews and the list need', () => {
    expect(similarityScore(0.795)).toBe(80);
    expect(trigramThreshold(80)).toBeCloseTo(0.795);
    expect(similarityLabel(100, 'merchant_match')).toBe('Same Merchant');
    expect(similarityLabel(84, 'text_similarity')).toBe('84% similar');
    expect(merchantDisplayName("MCDONALD'S & CO")).toBe("Mcdonald's & Co");
    expect(containsPattern('100%_\\')).toBe('%100\\%\\_\\\\%');
  });
});
