import type { Page } from 'playwright-core';
import { openE2eSession, type E2eSession } from '../test-support/e2e-session';
import { OCBC_EXAMPLE, fileFrom, postFiles, waitForJob } from '../test-support/statement-uploads';

jest.setTimeout(240_000);

interface Row {
  id: string;
  description: string;
  categoryName: string | null;
}

/**
 * Toasts: a short confirmation after each action, with Undo where it can be reversed: recategorising a
 * whole merchant and deleting transactions come back exactly; editing, creating a category, the CPF accounts and a
 * stock are confirmed.
 */
describe('Confirmations and Undo in Chromium', () => {
  let session: E2eSession | undefined;
  let page: Page;
  let call: E2eSession['call'];
  let shot: E2eSession['shot'];
  const toast = () => page.getByTestId('toast');
  const rows = () => page.getByTestId('transaction-row');
  const breakfasts = async () =>
    (
      await call<{ transactions: Row[] }>(
        '{ transactions(filter: { search: "delightful breakfast" }, skip: 0, limit: 20) { id description categoryName } }',
      )
    ).transactions;
  const search = async (term: string) => {
    const box = page.getByRole('textbox', { name: 'Search transactions' });
    await box.fill(term);
    await box.press('Enter');
  };

  beforeAll(async () => {
    session = await openE2eSession({
      account: { label: 'e2e.toasts', name: 'Mei Ling' },
      path: '/transactions',
      seed: async ({ api, account, call }) => {
        const upload = await postFiles<{ job_id: string }>(
          `${api.baseUrl}/api/v1/bank-statements/upload-bulk-async`,
          account.idToken,
          [fileFrom(OCBC_EXAMPLE)],
          { use_ocr: 'false', passwords: JSON.stringify(['']) },
        );
        expect((await waitForJob(api.baseUrl, account.idToken, upload.body.job_id)).successful_files).toBe(1);
        // Two more breakfasts at the same merchant, so a merchant-wide change moves three.
        const { transactionAccounts } = await call<{ transactionAccounts: { id: string }[] }>(
          '{ transactionAccounts { id } }',
        );
        for (const amount of ['5.60', '4.80']) {
          await call('mutation ($input: TransactionInput!) { createTransaction(input: $input) { id } }', {
            input: {
              accountId: transactionAccounts[0]?.id,
              date: '2023-07-30',
              amount,
              isIncome: false,
              description: 'DELIGHTFUL BREAKFAST SINGAPORE SG',
            },
          });
        }
      },
    });
    ({ page, call, shot } = session);
  });

  afterAll(() => session?.close());

  it('confirms a recategorisation of a whole merchant, and Undo puts every category back', async () => {
    const before = await breakfasts();
    expect(before.length).toBe(3);
    await search('delightful breakfast');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="transaction-row"]').length === 3);
    await rows().first().getByRole('button', { name: 'Recategorize transaction' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'New Category' }).click();
    await page.getByRole('option', { name: '🎬 Entertainment' }).click();
    await dialog.getByRole('checkbox', { name: /Apply to all from this merchant/ }).check();
    await dialog.getByRole('button', { name: 'Recategorize All from Merchant' }).click();
    await toast()
      .getByText('Moved 3 transactions to 🎬 Entertainment, and will file this merchant there from now on')
      .waitFor();
    expect((await breakfasts()).every((row) => row.categoryName === 'Entertainment')).toBe(true);
    await shot('180-toast-recategorised');
    await toast().getByRole('button', { name: 'Undo' }).click();
    await toast().getByText('Category change undone').waitFor();
    expect(await breakfasts()).toEqual(before);
  });

  it('confirms a delete, and Undo brings the transaction back', async () => {
    await search('frosted pantry');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="transaction-row"]').length === 1);
    await rows().first().getByRole('button', { name: 'Delete transaction' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete This Transaction' }).click();
    await toast().getByText('Deleted 1 transaction').waitFor();
    await page.getByText('No Matching Transactions Found').waitFor();
    await shot('181-toast-deleted');
    await toast().getByRole('button', { name: 'Undo' }).click();
    await toast().getByText('Restored 1 transaction').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="transaction-row"]').length === 1);
    expect(await rows().first().getByTestId('transaction-amount').textContent()).toBe('-$2.51');
  });

  it('confirms an edit, a new category, the CPF accounts and a stock', async () => {
    await search('urban harvest');
    const harvest = rows().filter({ hasText: 'URBAN HARVEST' });
    await harvest.first().waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="transaction-row"]').length === 1);
    await harvest.first().getByRole('button', { name: 'Edit transaction' }).click();
    const edit = page.getByRole('dialog');
    await edit.getByRole('textbox', { name: 'Description' }).waitFor();
    expect(await edit.getByRole('textbox', { name: 'Description' }).inputValue()).toBe('URBAN HARVEST SINGAPORE SG');
    await edit.getByRole('textbox', { name: 'Notes (optional)' }).fill('Balcony herbs');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await toast().getByText('Transaction saved').waitFor();

    await page.getByRole('link', { name: 'Categories' }).first().click();
    await page.getByRole('button', { name: 'Plant New Category' }).first().click();
    const plant = page.getByRole('dialog');
    await plant.getByRole('textbox', { name: 'Category Name' }).fill('Balcony Garden');
    await plant.getByRole('button', { name: 'Plant Category' }).click();
    await toast()
      .getByText(/^Planted .* Balcony Garden$/)
      .waitFor();
    await shot('182-toast-category');

    await page.goto(page.url().replace(/\/categories.*$/, '/assets?tab=cpf'));
    await page.getByRole('button', { name: 'Create CPF Accounts' }).click();
    await toast().getByText('Your Ordinary, Special and MediSave accounts are planted').waitFor();

    await page.getByRole('tab', { name: 'Investments' }).click();
    await page.getByRole('button', { name: 'Create Investment Account' }).click();
    await page.getByRole('button', { name: '+ Add Stock' }).click();
    const stock = page.getByRole('dialog', { name: 'Plant a New Stock' });
    await stock.getByRole('textbox', { name: 'Search stock symbol' }).fill('D05');
    await stock.getByRole('textbox', { name: 'Search stock symbol' }).press('Enter');
    await stock.getByRole('button', { name: /^D05\.SI / }).click();
    await stock.getByRole('spinbutton', { name: 'Number of Shares' }).fill('100');
    await stock.getByRole('spinbutton', { name: /Average Cost per Share/ }).fill('35.2');
    await stock.getByRole('button', { name: 'Plant Stock' }).click();
    await toast().getByText('Planted 100 D05.SI at $35.20').waitFor();
    await shot('183-toast-stock');
  });
});
