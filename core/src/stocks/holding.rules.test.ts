import type { ZodSafeParseResult } from 'zod';
import { STOCK_MESSAGES, holdingCreateSchema, holdingUpdateSchema, stocksAccountFieldsSchema } from './holding.rules';

/** The fields a refused input names, each with its message. */
function problems<T>(result: ZodSafeParseResult<T>): Record<string, string> {
  if (result.success) throw new Error(`accepted: ${JSON.stringify(result.data)}`);
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('stocksAccountFieldsSchema', () => {
  it('keeps only the fields given (null is not given), trimmed, with the currency in capitals and cash in cents', () => {
    expect(stocksAccountFieldsSchema.parse({ name: null })).toEqual({});
    expect(stocksAccountFieldsSchema.parse('not an object')).toEqual({});
    expect(
      stocksAccountFieldsSchema.parse({ name: ' Tiger ', currency: ' sgd ', cashBalance: 12.5, totalValue: '-3.10' }),
    ).toEqual({ name: 'Tiger', currency: 'SGD', cashBalanceCents: 1250, totalValueCents: -310 });
  });

  it('names each field it refuses', () => {
    expect(problems(stocksAccountFieldsSchema.safeParse({ name: '  ', broker: '', currency: 'DOLLARS' }))).toEqual({
      name: STOCK_MESSAGES.accountNameRequired,
      broker: STOCK_MESSAGES.brokerBlank,
      currency: STOCK_MESSAGES.currencyInvalid,
    });
    expect(problems(stocksAccountFieldsSchema.safeParse({ cashBalance: '1.234', isActive: 'yes' }))).toEqual({
      cashBalance: STOCK_MESSAGES.cashBalanceInvalid,
      isActive: STOCK_MESSAGES.isActiveInvalid,
    });
  });
});

describe('holdingCreateSchema', () => {
  it('reads quantity and average cost exactly', () => {
    expect(
      holdingCreateSchema.parse({
        stocksAccountId: 'a',
        stockId: 's',
        quantity: '1.50',
        averageCost: 10,
        currency: 'X',
      }),
    ).toEqual({ stocksAccountId: 'a', stockId: 's', quantity: '1.5', averageCost: '10.00' });
  });

  it('names every missing or invalid field with the form message', () => {
    const invalid = STOCK_MESSAGES.addInvalid;
    expect(problems(holdingCreateSchema.safeParse({}))).toEqual({
      stocksAccountId: invalid,
      stockId: invalid,
      quantity: invalid,
      averageCost: invalid,
    });
    expect(
      problems(
        holdingCreateSchema.safeParse({ stocksAccountId: 'a', stockId: 's', quantity: '0.00001', averageCost: 1e6 }),
      ),
    ).toEqual({ quantity: invalid, averageCost: invalid });
  });
});

describe('holdingUpdateSchema', () => {
  it('takes either field alone', () => {
    expect(holdingUpdateSchema.parse({ averageCost: 5 })).toEqual({ averageCost: '5.00' });
    expect(holdingUpdateSchema.parse({ quantity: '2', averageCost: null })).toEqual({ quantity: '2' });
  });

  it('refuses an invalid field, and both when neither is given', () => {
    const invalid = STOCK_MESSAGES.updateInvalid;
    expect(problems(holdingUpdateSchema.safeParse({ quantity: 0 }))).toEqual({ quantity: invalid });
    expect(problems(holdingUpdateSchema.safeParse({}))).toEqual({ quantity: invalid, averageCost: invalid });
  });
});
