import type { Page } from 'playwright-core';
import { openE2eSession, screenshotPath, type E2eSession } from '../test-support/e2e-session';

jest.setTimeout(240_000);

interface CpfRow {
  accountType: string;
  balance: string;
  isAutoContributionEnabled: boolean;
  contributionDay: number | null;
  contributionAmount: string | null;
  nextContributionDate: string | null;
}

describe('Your Assets Garden and the CPF tab in Chromium', () => {
  let session: E2eSession | undefined;
  let page: Page;
  let call: E2eSession['call'];
  let shot: E2eSession['shot'];
  let card: E2eSession['card'];
  let dialogsSettled: E2eSession['dialogsSettled'];

  const cpfAccounts = async (): Promise<Record<string, CpfRow>> => {
    const data = await call<{ retirementAccounts: CpfRow[] }>(
      '{ retirementAccounts { accountType balance isAutoContributionEnabled contributionDay contributionAmount nextContributionDate } }',
    );
    return Object.fromEntries(data.retirementAccounts.map((row) => [row.accountType, row]));
  };
  const text = async (testId: string, scope = page.locator('body')) =>
    (await scope.getByTestId(testId).textContent())?.trim();

  beforeAll(async () => {
    session = await openE2eSession({ account: { label: 'e2e.cpf', name: 'Mei Ling Tan' }, path: '/assets' });
    ({ page, call, shot, card, dialogsSettled } = session);
  });

  afterAll(() => session?.close());

  it('opens /assets on the overview with empty totals', async () => {
    await page.getByRole('heading', { name: 'Your Assets Garden' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
    await page.getByTestId('cpf-total').waitFor();
    expect(await text('cpf-total')).toBe('$0');
    expect(await text('total-assets')).toBe('$0.00');
    expect(await text('bank-accounts-total')).toBe('$0.00');
    expect(await text('cpf-accounts-total')).toBe('$0.00');
    await page.getByText('Nothing planted yet').waitFor();
    await shot('90-assets-overview-empty');
  });

  it('creates the three CPF accounts from the empty state and keeps the tab across a reload', async () => {
    await page.getByRole('tab', { name: 'CPF Accounts' }).click();
    await page.waitForURL('**/assets?tab=cpf');
    await page.getByRole('heading', { name: 'Set Up Your CPF Accounts' }).waitFor();
    await shot('91-cpf-empty');
    await page.getByRole('button', { name: 'Create CPF Accounts' }).click();
    await card('Ordinary Account').waitFor();
    await card('Special Account').waitFor();
    await card('MediSave Account').waitFor();
    expect(await text('cpf-summary-total')).toBe('$0.00');
    expect(Object.keys(await cpfAccounts()).sort()).toEqual(['CPF-MA', 'CPF-OA', 'CPF-SA']);

    await page.reload();
    await card('Ordinary Account').waitFor();
    expect(await page.getByRole('tab', { name: 'CPF Accounts' }).getAttribute('aria-selected')).toBe('true');
    await page.getByText('No CPF activity in the last 6 months yet.').waitFor();
    await shot('92-cpf-accounts');
  });

  it('switches auto-contribution on (day 15, $100) and off, and edits the day and amount inline', async () => {
    const oa = card('Ordinary Account');
    await page.getByRole('switch', { name: 'Monthly auto-contribution for Ordinary Account' }).click();
    await oa.getByTestId('contribution-day-value').waitFor();
    expect(await text('contribution-day-value', oa)).toBe('15th');
    expect(await text('contribution-amount-value', oa)).toBe('$100.00');
    await oa.getByTestId('next-contribution').waitFor();
    expect((await cpfAccounts())['CPF-OA']).toMatchObject({
      isAutoContributionEnabled: true,
      contributionDay: 15,
      contributionAmount: '100.00',
    });

    // The day: Escape discards, Enter commits clamped to 1..31.
    await oa.getByRole('button', { name: 'Edit contribution day' }).click();
    await oa.getByRole('spinbutton', { name: 'Contribution day' }).fill('3');
    await oa.getByRole('spinbutton', { name: 'Contribution day' }).press('Escape');
    expect(await text('contribution-day-value', oa)).toBe('15th');
    await oa.getByRole('button', { name: 'Edit contribution day' }).click();
    await oa.getByRole('spinbutton', { name: 'Contribution day' }).fill('45');
    await oa.getByRole('spinbutton', { name: 'Contribution day' }).press('Enter');
    await oa
      .getByTestId('contribution-day-value')
      .filter({ hasText: /^31st$/ })
      .waitFor();

    // The amount: 0 warns for 3 s and resets to 1; Save commits a valid amount.
    await oa.getByRole('button', { name: 'Edit contribution amount' }).click();
    const amount = oa.getByRole('spinbutton', { name: 'Contribution amount' });
    await amount.fill('0');
    await amount.press('Enter');
    const warning = oa.getByRole('alert').filter({ hasText: 'Contribution amount must be greater than $0.00' });
    await warning.waitFor();
    // Timed from the moment the warning appeared, not after the picture below.
    const shown = Date.now();
    expect(await amount.inputValue()).toBe('1');
    // The focused field scrolled the page: a picture of the card itself shows the warning as seen.
    await oa.screenshot({ path: screenshotPath('93-cpf-amount-warning') });
    await warning.waitFor({ state: 'detached', timeout: 6_000 });
    expect(Date.now() - shown).toBeGreaterThan(2_000);
    await amount.fill('250.5');
    await oa.getByRole('button', { name: 'Save' }).click();
    await oa.getByText('$250.50').waitFor();
    expect((await cpfAccounts())['CPF-OA']).toMatchObject({ contributionDay: 31, contributionAmount: '250.50' });

    // The Special Account on, then off again: both values cleared.
    const sa = card('Special Account');
    await page.getByRole('switch', { name: 'Monthly auto-contribution for Special Account' }).click();
    await sa.getByTestId('contribution-day-value').waitFor();
    await page.getByRole('switch', { name: 'Monthly auto-contribution for Special Account' }).click();
    await sa.getByText('Switch on to add a contribution automatically each month.').waitFor();
    expect((await cpfAccounts())['CPF-SA']).toMatchObject({
      isAutoContributionEnabled: false,
      contributionDay: null,
      contributionAmount: null,
      nextContributionDate: null,
    });
    await sa.screenshot({ path: screenshotPath('94-cpf-special-switched-off') });
    await shot('94-cpf-auto-contribution');
  });

  it('needs a bank account to record a balance update, then records a contribution seen on the card and in the activity', async () => {
    const oa = card('Ordinary Account');
    await oa.getByText('Balance updates need a bank or savings account first.').waitFor();
    await oa.getByRole('button', { name: 'Update Balance' }).click();
    let dialog = page.getByRole('dialog', { name: 'Update Ordinary Account Balance' });
    await dialog.waitFor();
    // Said before any typing: with only a card (or nothing), there is no account to record the change in.
    await dialog.getByText(/recorded as transactions in a Singapore-dollar bank or savings account/).waitFor();
    expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await dialogsSettled();
    await shot('95a-cpf-needs-bank-account');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The user adds a bank account (as the dashboard's e2e does), and tries again.
    await call('mutation ($input: AccountInput!) { createAccount(input: $input) { id } }', {
      input: { name: 'POSB Everyday', institution: 'DBS', accountType: 'savings', balance: '2500.00' },
    });
    await oa.getByRole('button', { name: 'Update Balance' }).click();
    dialog = page.getByRole('dialog', { name: 'Update Ordinary Account Balance' });
    await dialog.getByText('Recorded as a transaction in POSB Everyday.').waitFor();
    await dialog.getByRole('button', { name: 'Add transaction' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Please enter a valid amount').waitFor();
    await dialog.getByRole('spinbutton', { name: 'Amount' }).fill('1200.404');
    await dialog.getByRole('textbox', { name: 'Notes' }).fill('Employer contribution for October');
    expect(await text('balance-preview', dialog)).toBe('New balance after saving: $1,200.40');
    await dialogsSettled();
    await shot('95-cpf-balance-modal');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await oa.getByTestId('cpf-balance').filter({ hasText: '$1,200.40' }).waitFor();
    const row = page.getByTestId('cpf-activity-row').filter({ hasText: 'CPF-OA contribution' });
    await row.waitFor();
    expect(await text('cpf-activity-amount', row)).toBe('+$1,200.40');
    await row.getByText('Employer contribution for October').waitFor();
    expect(await text('cpf-summary-total')).toBe('$1,200.40');

    // A withdrawal larger than the balance, and a new balance equal to the current one, are refused before any call.
    await card('MediSave Account').getByRole('button', { name: 'Update Balance' }).click();
    dialog = page.getByRole('dialog', { name: 'Update MediSave Account Balance' });
    await dialog.getByRole('button', { name: 'Add transaction' }).click();
    await dialog.getByRole('combobox', { name: 'Transaction Type' }).click();
    await page.getByRole('option', { name: 'Withdrawal (expense)' }).click();
    await dialog.getByRole('spinbutton', { name: 'Amount' }).fill('10');
    await dialog.getByRole('textbox', { name: 'Notes' }).fill('Statement');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Transaction would result in negative balance').waitFor();
    await dialog.getByRole('button', { name: 'Set new balance' }).click();
    await dialog.getByRole('spinbutton', { name: 'New Balance' }).fill('0');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('New balance must be different from current balance').waitFor();
    await dialog.getByRole('spinbutton', { name: 'New Balance' }).press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await shot('96-cpf-after-contribution');
    expect((await cpfAccounts())['CPF-OA']?.balance).toBe('1200.40');
    expect((await cpfAccounts())['CPF-MA']?.balance).toBe('0.00');
  });

  it('shows the new totals and the pie on the overview', async () => {
    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.waitForURL((url) => url.pathname === '/assets' && url.search === '');
    await page.getByTestId('cpf-total').filter({ hasText: '$1,200' }).waitFor();
    expect(await text('cpf-accounts-total')).toBe('$1,200.40');
    expect(await text('bank-accounts-total')).toBe('$2,500.00');
    expect(await text('total-assets')).toBe('$3,700.40');
    await page.locator('[data-testid="assets-pie"] svg').first().waitFor();
    await page.waitForTimeout(800); // let the pie's animation settle for the picture
    await shot('97-assets-overview');

    // Back returns to the CPF tab.
    await page.goBack();
    await page.waitForURL('**/assets?tab=cpf');
    await card('Ordinary Account').waitFor();

    // On a phone the cards stack.
    await page.setViewportSize({ width: 390, height: 844 });
    await card('MediSave Account').waitFor();
    // All three tabs fit the phone's width: none is cut off.
    for (const name of ['Overview', 'CPF Accounts', 'Investments']) {
      const box = await page.getByRole('tab', { name }).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    }
    await shot('98-cpf-phone');
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
