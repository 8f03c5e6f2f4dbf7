import { SYSTEM_CATEGORIES } from '../categories/system-categories';
import { parseQuestion, type ChatVocabulary } from './chat-grammar';

const vocabulary: ChatVocabulary = {
  categories: [
    ...SYSTEM_CATEGORIES.map((category) => ({ id: category.name, name: category.name })),
    { id: 'own-kopi', name: 'Kopi Fund' },
  ],
  accounts: [
    { id: 'dbs', name: 'DBS Live Fresh', institution: 'DBS', last4: '1234' },
    { id: 'ocbc', name: 'OCBC 360 Account', institution: 'OCBC', last4: '9876' },
  ],
};
const TODAY = '2026-06-20';
const ask = (question: string) => parseQuestion(question, vocabulary, TODAY);

describe('the Gnome’s grammar', () => {
  it.each([
    [
      'How much did I spend on food last month?',
      'spending',
      'last month',
      '2026-05-01',
      '2026-05-31',
      'Food & Dining',
      null,
      null,
    ],
    ['What did I pay Grab in October?', 'spending', 'October 2025', '2025-10-01', '2025-10-31', null, null, 'GRAB'],
    [
      'how much have i spent at Starbucks this year',
      'spending',
      'this year',
      '2026-01-01',
      '2026-06-20',
      null,
      null,
      'STARBUCKS',
    ],
    ['Spending on my DBS card in May', 'spending', 'May 2026', '2026-05-01', '2026-05-31', null, 'dbs', null],
    [
      'How much did I spend on the card ending 9876 in the last 30 days?',
      'spending',
      'the last 30 days',
      '2026-05-22',
      '2026-06-20',
      null,
      'ocbc',
      null,
    ],
    ['How much went to my Kopi Fund this week', undefined, '', '', '', null, null, null],
    [
      'how much did I spend on kopi fund this week',
      'spending',
      'this week',
      '2026-06-15',
      '2026-06-20',
      'Kopi Fund',
      null,
      null,
    ],
    ['What did I earn in 2025?', 'income', '2025', '2025-01-01', '2025-12-31', null, null, null],
    [
      'Compare my spending this month with last month',
      'compare',
      'this month',
      '2026-06-01',
      '2026-06-20',
      null,
      null,
      null,
    ],
    [
      'What were my top 3 expenses last week?',
      'biggest_expenses',
      'last week',
      '2026-06-08',
      '2026-06-14',
      null,
      null,
      null,
    ],
    ['How much did I spend yesterday', 'spending', 'yesterday', '2026-06-19', '2026-06-19', null, null, null],
  ] as const)('reads "%s"', (question, intent, label, startDate, endDate, category, account, merchant) => {
    const query = ask(question);
    if (intent === undefined) {
      expect(query).toBeUndefined();
      return;
    }
    expect(query).toMatchObject({ intent, period: { label, startDate, endDate }, merchant });
    expect(query?.category?.name ?? null).toBe(category);
    expect(query?.account?.id ?? null).toBe(account);
  });

  it('compares with the period before unless a second one is named, and counts what is asked for', () => {
    expect(ask('Did I spend more on groceries in April than in March?')).toMatchObject({
      intent: 'compare',
      period: { startDate: '2026-04-01', endDate: '2026-04-30' },
      comparePeriod: { startDate: '2026-03-01', endDate: '2026-03-31' },
      category: { name: 'Groceries' },
    });
    expect(ask('How does my income this year compare?')).toMatchObject({
      intent: 'compare',
      measure: 'income',
      comparePeriod: { label: 'last year', startDate: '2025-01-01', endDate: '2025-12-31' },
    });
    expect(ask('show my five largest purchases this year')).toMatchObject({ intent: 'biggest_expenses', limit: 5 });
  });

  it('tells the subscription list from spending in the Subscriptions category', () => {
    expect(ask('What subscriptions do I have?')).toMatchObject({ intent: 'subscriptions', period: null });
    expect(ask('How much do my subscriptions cost a year?')).toMatchObject({ intent: 'subscriptions' });
    expect(ask('How much did I spend on subscriptions last month?')).toMatchObject({
      intent: 'spending',
      category: { name: 'Subscriptions' },
    });
  });

  it('answers nothing it does not cover', () => {
    for (const question of ['Hello there', 'Should I buy Tesla shares?', 'What is the weather tomorrow?', ''])
      expect(ask(question)).toBeUndefined();
  });
});
