import type { Page } from 'playwright-core';
import { openE2eSession, type E2eSession } from '../test-support/e2e-session';
import { OCBC_EXAMPLE } from '../test-support/statement-uploads';

jest.setTimeout(240_000);

/**
 * Onboarding on a phone (390 x 844). The spec's mobile warning with "Continue Anyway" stays; a
 * reload keeps the step; the upload's result cards fit the screen.
 */
describe('Onboarding on a phone in Chromium', () => {
  let session: E2eSession | undefined;
  let page: Page;
  let shot: E2eSession['shot'];

  /** Elements under `selector` wider than the screen, or whose text is cut off inside them. */
  const overflowing = (selector: string) =>
    page.evaluate((within) => {
      const root = document.querySelector(within);
      if (!root) return ['(missing)'];
      const width = document.documentElement.clientWidth;
      return Array.from(root.querySelectorAll<HTMLElement>('*'))
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && (box.right > width + 0.5 || element.scrollWidth > element.clientWidth + 1);
        })
        .map((element) => `${element.tagName} ${element.textContent?.slice(0, 40) ?? ''}`);
    }, selector);

  beforeAll(async () => {
    session = await openE2eSession({
      account: { label: 'e2e.phone-onboarding', name: 'Priya Nair' },
      onboarded: false,
      viewport: { width: 390, height: 844 },
    });
    ({ page, shot } = session);
  });

  afterAll(() => session?.close());

  it('keeps the mobile warning, then keeps the step across a reload', async () => {
    await page.getByRole('heading', { name: 'Best enjoyed on a bigger screen' }).waitFor();
    await page.getByRole('button', { name: 'Continue Anyway' }).click();
    await page.getByRole('button', { name: "Let's Get Started" }).click();
    await page.getByText('How would you like to bring in your data?').waitFor();
    await page.reload();
    await page.getByText('How would you like to bring in your data?').waitFor();
    expect(await page.getByRole('button', { name: 'Continue Anyway' }).count()).toBe(0);
    await shot('170-phone-onboarding-connect-after-reload');
  });

  it('shows the upload result cards within the screen, and a reload stays on the result', async () => {
    await page.getByText('Upload Statement PDF').click();
    await page.getByTestId('statement-file-input').setInputFiles(OCBC_EXAMPLE);
    await page.getByRole('button', { name: 'Plant' }).click();
    await page.getByRole('heading', { name: 'Upload Complete!' }).waitFor({ timeout: 90_000 });
    await page.getByText('Transactions added', { exact: true }).waitFor();
    expect(await overflowing('main, #root')).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot('171-phone-onboarding-result');

    await page.reload();
    await page.getByRole('heading', { name: 'Upload Complete!' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Continue to Tour' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Budget Reports' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Budget Reports' }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Get Started' }).click();
    await page.waitForURL('**/dashboard');
  });
});
