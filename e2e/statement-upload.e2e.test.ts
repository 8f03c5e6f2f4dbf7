import type { Page } from 'playwright-core';
import { openE2eSession, type E2eSession } from '../test-support/e2e-session';
import { OCBC_EXAMPLE, OCBC_EXAMPLE_PASSWORD, OCBC_EXAMPLE_PROTECTED } from '../test-support/statement-uploads';
import type { TestServer } from '../test-support/test-server';

jest.setTimeout(180_000);

describe('statement upload in Chromium', () => {
  let session: E2eSession | undefined;
  let api: TestServer;
  let page: Page;
  let shot: E2eSession['shot'];

  beforeAll(async () => {
    // A fresh, verified account: signing in lands on onboarding, where the first statement is planted.
    session = await openE2eSession({ account: { label: 'e2e.upload', name: 'Rosa Gardener' }, onboarded: false });
    ({ api, page, shot } = session);
  });

  afterAll(() => session?.close());

  const openBankStatements = async () => {
    await page.goto(`${api.baseUrl}/settings`);
    await page.getByRole('button', { name: 'Bank Statements' }).first().click();
    await page.getByRole('button', { name: 'Plant' }).waitFor();
  };

  it('plants the real OCBC example during onboarding, shows its progress and summary, then tours on', async () => {
    await page.getByRole('button', { name: "Let's Get Started" }).click();
    await page.getByText('Upload Statement PDF').click();
    await page.getByTestId('statement-file-input').setInputFiles(OCBC_EXAMPLE);
    await page.getByText('ocbc-365-credit-example.pdf').first().waitFor();
    await shot('10-onboarding-selected');
    await page.getByRole('button', { name: 'Plant' }).click();
    // The progress step shows while the job runs; a fast job may already be done when it is first drawn.
    const progress = page.getByRole('button', { name: 'Waiting for Results...' });
    const done = page.getByRole('heading', { name: 'Upload Complete!' });
    await progress.or(done).first().waitFor();
    if (await progress.isVisible()) {
      expect(await progress.isDisabled()).toBe(true);
      await page.getByRole('button', { name: 'Skip & Continue Tour' }).waitFor();
      await shot('11-onboarding-progress');
    }
    await done.waitFor({ timeout: 90_000 });
    await page.getByText(/52 transactions added/).waitFor();
    await shot('12-onboarding-complete');
    await page.getByRole('tab', { name: 'Detailed View' }).click();
    await page.getByText('Statement date: 1 Aug 2023').waitFor();
    await page.getByRole('button', { name: 'Continue to Tour' }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Get Started' }).click();
    await page.waitForURL('**/dashboard');
    await shot('13-dashboard-after-onboarding');
  });

  it('asks for the password of a protected copy, keeps the dialog open on a wrong one, then reports the duplicate', async () => {
    await openBankStatements();
    await page.getByText('ocbc-365-credit-example.pdf').first().waitFor();
    await page.getByTestId('statement-file-input').setInputFiles(OCBC_EXAMPLE_PROTECTED);
    await page.getByRole('button', { name: 'Plant' }).click();
    await page.getByRole('heading', { name: 'Unlock Your Financial Garden' }).waitFor();
    const field = page.getByLabel('Password for ocbc-365-credit-example.protected.pdf', { exact: true });
    await field.fill('not-the-password');
    await page.getByRole('button', { name: 'Unlock & Plant' }).click();
    await page.getByText('Incorrect password. Please try again.').waitFor();
    expect(await field.inputValue()).toBe('not-the-password');
    await shot('14-password-dialog-wrong');
    await field.fill(OCBC_EXAMPLE_PASSWORD);
    await page.getByRole('button', { name: 'Unlock & Plant' }).click();
    await page.waitForURL('**/upload-queue?jobId=*');
    await page.getByRole('heading', { name: 'Already in Your Garden' }).waitFor();
    await page.getByText(/already uploaded as 'ocbc-365-credit-example.pdf'/).waitFor();
    await shot('15-duplicate');
  });
});
