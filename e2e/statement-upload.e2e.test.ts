import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../test-support/browser';
import { verifiedAccount, type EmulatorAccount } from '../test-support/auth-emulator';
import { OCBC_EXAMPLE, OCBC_EXAMPLE_PASSWORD, OCBC_EXAMPLE_PROTECTED } from '../test-support/statement-uploads';
import { startTestServer, type TestServer } from '../test-support/test-server';

const ROOT = path.resolve(__dirname, '..');
const SHOTS = path.join(ROOT, '.artifacts', 'screenshots');

jest.setTimeout(180_000);

describe('statement upload in Chromium', () => {
  let api: TestServer;
  let browser: Browser;
  let page: Page;
  let rosa: EmulatorAccount;

  const shot = (name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

  beforeAll(async () => {
    if (!fs.existsSync(path.join(ROOT, 'web', 'dist', 'index.html')))
      throw new Error('Build the web app first (npm run build)');
    fs.mkdirSync(SHOTS, { recursive: true });
    api = await startTestServer({ webDistDir: path.join(ROOT, 'web', 'dist') });
    // A fresh, verified account: signing in lands on onboarding, where the first statement is planted.
    rosa = await verifiedAccount('e2e.upload', 'Rosa Gardener');
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(30_000);
    await page.goto(`${api.baseUrl}/login`);
    await page.getByLabel('Email Address').fill(rosa.email);
    await page.getByLabel('Password').fill(rosa.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/onboarding');
  });

  afterAll(async () => {
    await browser?.close();
    await api?.close();
  });

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
    await page.getByText('Statement date: 2023-08-01').waitFor();
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
