import type { Page } from 'playwright-core';
import { openE2eSession, type E2eSession } from '../test-support/e2e-session';
import { OCBC_EXAMPLE, fileFrom, postFiles, waitForJob } from '../test-support/statement-uploads';

jest.setTimeout(240_000);

/** On a phone every row action (transactions, categories, budgets) is at least 44 x 44 px to touch. */
describe('Row actions on a phone in Chromium', () => {
  let session: E2eSession | undefined;
  let page: Page;
  let shot: E2eSession['shot'];

  /** The row actions named like `pattern` that are smaller than 44 x 44, and how many there are. */
  const small = async (pattern: RegExp) =>
    page.evaluate((source) => {
      const name = new RegExp(source);
      const buttons = [...document.querySelectorAll('button[aria-label]')].filter((button) =>
        name.test(button.getAttribute('aria-label') ?? ''),
      );
      return {
        count: buttons.length,
        tooSmall: buttons
          .map((button) => ({ label: button.getAttribute('aria-label'), box: button.getBoundingClientRect() }))
          .filter(({ box }) => box.width < 44 || box.height < 44)
          .map(({ label, box }) => `${label}: ${box.width}x${box.height}`),
      };
    }, pattern.source);

  beforeAll(async () => {
    session = await openE2eSession({
      account: { label: 'e2e.touch', name: 'Hui Min' },
      viewport: { width: 390, height: 844 },
      path: '/transactions',
      seed: async ({ api, account, call }) => {
        const upload = await postFiles<{ job_id: string }>(
          `${api.baseUrl}/api/v1/bank-statements/upload-bulk-async`,
          account.idToken,
          [fileFrom(OCBC_EXAMPLE)],
          { use_ocr: 'false', passwords: JSON.stringify(['']) },
        );
        expect((await waitForJob(api.baseUrl, account.idToken, upload.body.job_id)).successful_files).toBe(1);
        await call('mutation { createCategory(input: { name: "Pet Care", icon: "🐶" }) { id } }');
        const { categories } = await call<{ categories: { id: string; name: string }[] }>('{ categories { id name } }');
        const food = categories.find((category) => category.name === 'Food & Dining');
        await call('mutation ($c: ID!) { createBudget(input: { categoryId: $c, amount: "300.00" }) { id } }', {
          c: food?.id,
        });
      },
    });
    ({ page, shot } = session);
  });

  afterAll(() => session?.close());

  it('makes the transaction, category and budget row actions 44 x 44 px', async () => {
    await page.getByTestId('transaction-row').first().waitFor();
    const transactions = await small(/^(Edit|Recategorize|Delete) transaction$/);
    expect(transactions.count).toBeGreaterThanOrEqual(60);
    expect(transactions.tooSmall).toEqual([]);
    await shot('200-phone-transaction-actions');

    await page.goto(page.url().replace('/transactions', '/categories'));
    await page.getByRole('button', { name: 'Edit Pet Care' }).waitFor();
    const categories = await small(/^(Edit Pet Care|Make Pet Care dormant)$/);
    expect(categories).toEqual({ count: 2, tooSmall: [] });

    await page.goto(page.url().replace('/categories', '/budgets'));
    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .waitFor();
    const budgets = await small(/^(Edit|Delete) /);
    expect(budgets.count).toBe(2);
    expect(budgets.tooSmall).toEqual([]);
    await shot('201-phone-budget-actions');
  });
});
