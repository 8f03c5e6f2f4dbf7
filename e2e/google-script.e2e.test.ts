import type { Page } from 'playwright-core';
import { openBrowserSession, screenshotPath, type BrowserSession } from '../test-support/e2e-session';

jest.setTimeout(120_000);

const GOOGLE_SCRIPT = /apis\.google\.com\/js\/api\.js/;

/**
 * Google's sign-in script (apis.google.com/js/api.js) loads only when a person chooses Google sign-in. The
 * sign-in layer loads it up front on phones and Safari, so the page here is a phone's (an Android Chrome user agent).
 */
const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

describe("Google's sign-in script in Chromium", () => {
  let session: BrowserSession | undefined;
  let page: Page;
  const asked: string[] = [];

  beforeAll(async () => {
    session = await openBrowserSession();
    page = await session.browser.newPage({ userAgent: PHONE_AGENT, viewport: { width: 390, height: 844 } });
    page.on('request', (request) => {
      if (GOOGLE_SCRIPT.test(request.url())) asked.push(request.url());
    });
  });

  afterAll(() => session?.close());

  it('is not loaded on the landing, sign-in and registration pages', async () => {
    const base = session?.api.baseUrl ?? '';
    await page.goto(`${base}/`);
    await page.getByRole('heading', { name: 'Grow your money like a garden' }).waitFor();
    await page.goto(`${base}/login`);
    await page.getByRole('button', { name: 'Sign in with Google' }).waitFor();
    await page.goto(`${base}/register`);
    await page.getByRole('button', { name: 'Sign up with Google' }).waitFor();
    await page.waitForTimeout(1_500);
    expect(asked).toEqual([]);
  });

  it('is asked for once the person chooses Google sign-in', async () => {
    await page.goto(`${session?.api.baseUrl ?? ''}/login`);
    await page.getByRole('button', { name: 'Sign in with Google' }).waitFor();
    const popup = page.waitForEvent('popup', { timeout: 5_000 }).catch(() => null);
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.waitForFunction(() => true);
    for (let waited = 0; asked.length === 0 && waited < 10_000; waited += 250) await page.waitForTimeout(250);
    expect(asked.length).toBeGreaterThan(0);
    await (await popup)?.close();
    await page.screenshot({ path: screenshotPath('195-google-sign-in-chosen') });
  });
});
