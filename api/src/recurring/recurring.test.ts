import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { merchantKey } from '@garden/core';
import { OCBC_EXAMPLE } from '../../../test-support/statement-uploads';
import { gql as gql, rest, startSignedInPair, type SignedInPerson } from '../../../test-support/test-client';
import { requestJson, type TestServer } from '../../../test-support/test-server';
import { StatementsJob } from '../statements/statements.job';
import { PdfTextReader } from '../statements/pdf/pdf-text';
import { InMemoryJobEventBus, InMemoryJobQueue } from '../statements/queue/memory-job-queue';
import { StatementPasswordBox } from '../statements/statement-passwords';
import type { ImportServices } from '../statements/import-services';
import { StatementsService } from '../statements/statements.service';

interface SeriesJson {
  id: string;
  merchant: string;
  merchant_key: string;
  category_id: string | null;
  category: string | null;
  cadence: string;
  typical_amount: number;
  currency: string;
  first_date: string;
  last_date: string;
  next_expected_date: string;
  yearly_cost: number;
  monthly_cost: number;
  occurrences: number;
  is_subscription: boolean;
  status: string;
  price_changes: { date: string; from: number; to: number }[];
  transaction_ids: string[];
}

interface ListJson {
  series: SeriesJson[];
  totals: { currency: string; monthly_cost: number; yearly_cost: number }[];
}

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe('recurring payments API', () => {
  let api: TestServer;
  let alice: SignedInPerson;
  let bob: SignedInPerson;
  let aliceId: string;
  let bobId: string;
  let aliceCard: string;
  const categories: Record<string, string> = {};
  let seq = 0;

  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> =>
    api.database.orm.em.fork().getConnection().execute<T[]>(text, params);
  const listOf = async (person: SignedInPerson): Promise<ListJson> => {
    const response = await rest<ListJson>(person, 'GET', '/recurring');
    expect(response.status).toBe(200);
    return response.body;
  };
  /** The stored series of a merchant, read straight from the table (no read call refreshes them first). */
  const storedSeries = (userId: string, description: string) =>
    sql<{ id: string; occurrences: number; status: string; last_date: string }>(
      `select id, occurrences, status, to_char(last_date, 'YYYY-MM-DD') as last_date from recurring_series
       where user_id = ? and merchant_key = ?`,
      [userId, merchantKey(description)],
    );

  async function account(userId: string, name: string): Promise<string> {
    const [row] = await sql<{ id: string }>(
      `insert into accounts (user_id, name, institution, account_type, account_number_last4, currency)
       values (?, ?, 'DBS', 'credit', ?, 'SGD') returning id`,
      [userId, name, String(2000 + (seq += 1))],
    );
    return row?.id ?? '';
  }

  async function charge(
    userId: string,
    accountId: string,
    date: string,
    description: string,
    amountCents: number,
    category = 'Entertainment',
  ): Promise<string> {
    const [row] = await sql<{ id: string }>(
      `insert into transactions (user_id, account_id, category_id, date, description, merchant_key, amount_cents, currency, category_source, dedupe_key)
       values (?, ?, ?, ?, ?, ?, ?, 'SGD', 'knowledge_base', ?) returning id`,
      [
        userId,
        accountId,
        categories[category],
        date,
        description,
        merchantKey(description),
        amountCents,
        `r${(seq += 1)}`,
      ],
    );
    return row?.id ?? '';
  }

  beforeAll(async () => {
    ({ api, alice, bob } = await startSignedInPair({ alice: 'recurring.alice', bob: 'recurring.bob' }));
    aliceId = alice.id;
    bobId = bob.id;
    for (const row of await sql<{ id: string; name: string }>(`select id, name from categories where is_system`)) {
      categories[row.name] = row.id;
    }
    aliceCard = await account(aliceId, 'DBS Live Fresh');
  });
  afterAll(() => api.close());

  it('lists a monthly subscription with its price rise, yearly cost and next date, on REST and GraphQL', async () => {
    const ids: string[] = [];
    for (const [date, cents] of [
      ['2026-01-15', -1598],
      ['2026-02-14', -1598],
      ['2026-03-16', -1598],
      ['2026-04-15', -1798],
      ['2026-05-15', -1798],
      ['2026-06-13', -1798],
    ] as const) {
      ids.push(
        await charge(aliceId, aliceCard, date, `NETFLIX.COM ${date.slice(5, 7)}/${date.slice(8)} SINGAPORE SG`, cents),
      );
    }
    // A one-off at the same merchant, and everyday spending elsewhere: neither is a series.
    await charge(aliceId, aliceCard, '2026-03-03', 'NETFLIX.COM GIFT CARD', -5000);
    for (const day of ['01', '04', '09', '13', '22', '27'])
      await charge(aliceId, aliceCard, `2026-03-${day}`, 'TOAST BOX', -450 - Number(day));

    const { series, totals } = await listOf(alice);
    expect(series).toHaveLength(1);
    const [netflix] = series;
    expect(netflix).toEqual({
      id: netflix?.id,
      merchant: 'Netflix Com',
      merchant_key: 'NETFLIX COM',
      category_id: categories.Entertainment,
      category: 'Entertainment',
      cadence: 'monthly',
      typical_amount: 17.98,
      currency: 'SGD',
      first_date: '2026-01-15',
      last_date: '2026-06-13',
      next_expected_date: '2026-07-13',
      yearly_cost: 215.76,
      monthly_cost: 17.98,
      occurrences: 6,
      is_subscription: true,
      status: 'detected',
      price_changes: [{ date: '2026-04-15', from: 15.98, to: 17.98 }],
      transaction_ids: ids,
    });
    expect(totals).toEqual([{ currency: 'SGD', monthly_cost: 17.98, yearly_cost: 215.76 }]);

    const answer = await gql<{
      recurringPayments: {
        series: {
          id: string;
          merchant: string;
          cadence: string;
          typicalAmount: string;
          yearlyCost: string;
          priceChanges: { date: string; from: string; to: string }[];
        }[];
        totals: { currency: string; monthlyCost: string; yearlyCost: string }[];
      };
    }>(
      alice,
      `
        {
          recurringPayments {
            series {
              id
              merchant
              cadence
              typicalAmount
              yearlyCost
              priceChanges {
                date
                from
                to
              }
            }
            totals {
              currency
              monthlyCost
              yearlyCost
            }
          }
        }
      `,
      {},
    );
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.recurringPayments).toEqual({
      series: [
        {
          id: netflix?.id,
          merchant: 'Netflix Com',
          cadence: 'monthly',
          typicalAmount: '17.98',
          yearlyCost: '215.76',
          priceChanges: [{ date: '2026-04-15', from: '15.98', to: '17.98' }],
        },
      ],
      totals: [{ currency: 'SGD', monthlyCost: '17.98', yearlyCost: '215.76' }],
    });
  });

  it('keeps what the person said about a series while edits rework it, and refreshes at the edit itself', async () => {
    const [netflix] = (await listOf(alice)).series;
    const confirmed = await rest<SeriesJson>(alice, 'PUT', `/recurring/${netflix?.id}`, {
      status: 'confirmed',
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ id: netflix?.id, status: 'confirmed' });

    // A new charge entered by hand: the stored series grows at once (read from the table, not through a GET).
    const created = await rest<{ id: string }>(alice, 'POST', '/transactions', {
      account_id: aliceCard,
      date: '2026-07-14',
      description: 'NETFLIX.COM 07/14 SINGAPORE SG',
      amount: -17.98,
    });
    expect(created.status).toBe(201);
    expect(await storedSeries(aliceId, 'NETFLIX.COM')).toEqual([
      { id: netflix?.id, occurrences: 7, status: 'confirmed', last_date: '2026-07-14' },
    ]);

    // Deleting it takes it out again; the series and its status stay.
    expect((await rest(alice, 'DELETE', `/transactions/${created.body.id}`)).status).toBe(200);
    expect(await storedSeries(aliceId, 'NETFLIX.COM')).toEqual([
      { id: netflix?.id, occurrences: 6, status: 'confirmed', last_date: '2026-06-13' },
    ]);

    // Recategorising a charge moves the series' category with its latest charge.
    const latest = netflix?.transaction_ids[5] ?? '';
    const moved = await rest(alice, 'PUT', `/transactions/${latest}`, {
      category_id: categories.Subscriptions,
    });
    expect(moved.status).toBe(200);
    const [after] = (await listOf(alice)).series;
    expect(after).toMatchObject({ id: netflix?.id, category: 'Subscriptions', status: 'confirmed' });

    // Dismissed and ended series stay listed, after the running ones, and leave the totals.
    const dismissed = await gql<{ setRecurringStatus: { id: string; status: string } }>(
      alice,
      'mutation ($id: ID!, $status: String!) { setRecurringStatus(id: $id, status: $status) { id status } }',
      { id: netflix?.id, status: 'dismissed' },
    );
    expect(dismissed.body.data?.setRecurringStatus).toEqual({ id: netflix?.id, status: 'dismissed' });
    const list = await listOf(alice);
    expect(list.series.map((one) => one.status)).toEqual(['dismissed']);
    expect(list.totals).toEqual([]);
    await rest(alice, 'PUT', `/recurring/${netflix?.id}`, { status: 'ended' });
    expect((await listOf(alice)).series[0]?.status).toBe('ended');
  });

  it('refuses a status it does not know, with the allowed ones named', async () => {
    const [netflix] = (await listOf(alice)).series;
    for (const body of [{ status: 'paused' }, {}, { status: 3 }]) {
      const response = await rest<{ detail: string }>(alice, 'PUT', `/recurring/${netflix?.id}`, body);
      expect(response.status).toBe(422);
      expect(response.body.detail).toBe('Status must be one of: detected, confirmed, dismissed, ended');
    }
    const answer = await gql(
      alice,
      'mutation { setRecurringStatus(id: "' + (netflix?.id ?? '') + '", status: "paused") { id } }',
      {},
    );
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('keeps each person’s series to themselves', async () => {
    const bobCard = await account(bobId, 'Bob Card');
    for (const date of ['2026-02-03', '2026-03-03', '2026-04-03'])
      await charge(bobId, bobCard, date, 'SPOTIFY P0123', -1099);
    const bobList = await listOf(bob);
    expect(bobList.series.map((one) => one.merchant)).toEqual(['Spotify']);
    const aliceList = await listOf(alice);
    expect(aliceList.series.map((one) => one.merchant)).toEqual(['Netflix Com']);

    const aliceSeries = aliceList.series[0]?.id ?? '';
    for (const id of [aliceSeries, MISSING_ID, 'not-an-id']) {
      const response = await rest<{ detail: string }>(bob, 'PUT', `/recurring/${id}`, { status: 'confirmed' });
      expect(response.status).toBe(404);
      expect(response.body.detail).toBe('Recurring payment not found');
    }
    const answer = await gql(bob, 'mutation ($id: ID!) { setRecurringStatus(id: $id, status: "confirmed") { id } }', {
      id: aliceSeries,
    });
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await listOf(alice)).series[0]?.status).toBe('ended');
    expect((await rest(alice, 'GET', '/recurring', undefined)).status).toBe(200);
    expect((await requestJson(`${api.baseUrl}/api/v1/recurring`)).status).toBe(401);
  });

  it('works out the series when an import finishes', async () => {
    const lantern = 'LANTERN BOOKS SINGAPORE SG';
    // Two earlier charges at a merchant of the example statement (10 July 2023, 21.77) in another account.
    const otherCard = await account(aliceId, 'Older card');
    await charge(aliceId, otherCard, '2023-05-10', lantern, -2177, 'Shopping');
    await charge(aliceId, otherCard, '2023-06-09', lantern, -2177, 'Shopping');
    await listOf(alice);
    expect(await storedSeries(aliceId, lantern)).toEqual([]);

    const reader = new PdfTextReader();
    try {
      const services: ImportServices = {
        queue: new InMemoryJobQueue(),
        events: new InMemoryJobEventBus(),
        passwords: new StatementPasswordBox(randomBytes(32)),
      };
      const { job } = await new StatementsService(api.database.orm.em.fork(), services).createJob(
        aliceId,
        [
          {
            filename: 'july.pdf',
            contentType: 'application/pdf',
            bytes: fs.readFileSync(OCBC_EXAMPLE),
            truncated: false,
          },
        ],
        [],
      );
      await new StatementsJob(api.database.orm, services, reader).handle({ jobId: job.id, userId: aliceId });
    } finally {
      await reader.close();
    }
    expect(await storedSeries(aliceId, lantern)).toEqual([
      { id: expect.any(String) as string, occurrences: 3, status: 'detected', last_date: '2023-07-10' },
    ]);
    const [stale] = await sql<{ n: string }>('select count(*) as n from recurring_stale_merchants where user_id = ?', [
      aliceId,
    ]);
    expect(Number(stale?.n)).toBe(0);
  });
});
