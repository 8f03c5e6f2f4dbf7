import type { Page } from 'playwright-core';
import { merchantKey } from '@garden/core';
import { openE2eSession, type E2eSession } from '../test-support/e2e-session';

jest.setTimeout(240_000);

const DAY_MS = 86_400_000;
/** A day some days before today in Singapore. */
const singaporeDay = (daysAgo: number): string =>
  new Date(Date.now() + 8 * 3_600_000 - daysAgo * DAY_MS).toISOString().slice(0, 10);

describe('The Garden Gnome in Chromium', () => {
  let session: E2eSession | undefined;
  let page: Page;
  let call: E2eSession['call'];
  let shot: E2eSession['shot'];
  const lastMonthDay = (() => {
    const today = singaporeDay(0);
    return new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 2, 12)).toISOString().slice(0, 10);
  })();

  beforeAll(async () => {
    session = await openE2eSession({
      account: { label: 'e2e.gnome', name: 'Gina Goh' },
      seed: async ({ api, account }) => {
        const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
          api.database.orm.em.fork().getConnection().execute<T[]>(text, params);
        const [user] = await sql<{ id: string }>('select id from users where email = ?', [account.email]);
        const [card] = await sql<{ id: string }>(
          `insert into accounts (user_id, name, institution, account_type, account_number_last4)
           values (?, 'DBS Live Fresh', 'DBS', 'credit', '4242') returning id`,
          [user?.id],
        );
        let seq = 0;
        const add = (date: string, description: string, cents: number, category: string) =>
          sql(
            `insert into transactions (user_id, account_id, category_id, date, description, merchant_key, amount_cents, currency,
               category_source, dedupe_key)
             values (?, ?, (select id from categories where is_system and name = ?), ?, ?, ?, ?, 'SGD', 'knowledge_base', ?)`,
            [user?.id, card?.id, category, date, description, merchantKey(description), cents, `g${(seq += 1)}`],
          );
        // A double charge two days ago, a monthly subscription and a dinner last month.
        await add(singaporeDay(3), 'COURTS TAMPINES', -25900, 'Shopping');
        await add(singaporeDay(2), 'COURTS TAMPINES', -25900, 'Shopping');
        for (const daysAgo of [95, 65, 35, 5]) await add(singaporeDay(daysAgo), 'NETFLIX.COM', -1798, 'Subscriptions');
        await add(lastMonthDay, 'JUMBO SEAFOOD', -18850, 'Food & Dining');
      },
    });
    ({ page, call, shot } = session);
  });

  afterAll(() => session?.close());

  it('shows the tips on the dashboard and follows one to its transactions', async () => {
    const tip = page.getByText(/Possible double charge: Courts Tampines S\$259\.00 twice/);
    await tip.waitFor();
    await shot('90-gnome-tips');
    await page.getByRole('list', { name: 'Tips' }).getByRole('link', { name: 'See details' }).first().click();
    await page.waitForURL('**/transactions?search=COURTS+TAMPINES*');
    // The page's code loads after the address changes: wait for the page itself, then match rows exactly (the
    // dashboard's tip says "Courts Tampines" too).
    await page.getByRole('heading', { name: 'Transaction Garden', exact: true }).waitFor();
    await page.getByText('COURTS TAMPINES', { exact: true }).first().waitFor();
    expect(await page.getByText('COURTS TAMPINES', { exact: true }).count()).toBe(2);
    expect(await page.getByText('NETFLIX.COM', { exact: true }).count()).toBe(0);
  });

  it('answers a question and links to the transactions behind it', async () => {
    await page.getByRole('button', { name: 'Ask the Gnome' }).click();
    const panel = page.getByRole('region', { name: 'Ask the Gnome' });
    await panel.getByRole('button', { name: 'How much did I spend on food last month?' }).click();
    const answer = panel.getByTestId('gnome-answer');
    await answer.getByText('You spent S$188.50 on Food & Dining last month (1 transaction).').waitFor();
    await shot('91-gnome-answer');
    await answer.getByRole('link', { name: 'See these transactions' }).click();
    await page.waitForURL(/\/transactions\?category=[^&]+&start=\d{4}-\d{2}-01&end=\d{4}-\d{2}-\d{2}&type=expenses/);
    await page.getByText('JUMBO SEAFOOD', { exact: true }).waitFor();
    expect(await page.getByText('COURTS TAMPINES', { exact: true }).count()).toBe(0);
  });

  it('confirms a recurring payment', async () => {
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await page.getByRole('link', { name: 'Recurring payments' }).click();
    await page.waitForURL('**/recurring');
    const netflix = page.getByRole('article', { name: 'Netflix Com' });
    await netflix.getByText('Found').waitFor();
    await netflix.getByRole('button', { name: 'Confirm' }).click();
    await netflix.getByText('Confirmed').waitFor();
    await shot('92-gnome-recurring');
    const { recurringPayments } = await call<{ recurringPayments: { series: { merchant: string; status: string }[] } }>(
      '{ recurringPayments { series { merchant status } } }',
    );
    expect(recurringPayments.series).toEqual([{ merchant: 'Netflix Com', status: 'confirmed' }]);
  });
});
