import type { Page } from 'playwright-core';
import { openBrowserSession, screenshotPath, type BrowserSession } from '../test-support/e2e-session';

jest.setTimeout(120_000);

/**
 * The landing page says only what is true (no invented user counts reading "0+" before a
 * scroll, no "All Singapore banks supported" above a list with US banks), and its top bar fits a phone.
 */
describe('The landing page in Chromium', () => {
  let session: BrowserSession | undefined;
  let page: Page;

  beforeAll(async () => {
    session = await openBrowserSession();
    ({ page } = session);
  });

  afterAll(() => session?.close());

  it('shows true facts from the first paint, and an honest bank badge', async () => {
    await page.goto(`${session?.api.baseUrl ?? ''}/`);
    await page.getByRole('heading', { name: 'Grow your money like a garden' }).waitFor();
    // Read before any scrolling: the values are there already, none is "0+".
    expect(await page.getByTestId('stat-value').allTextContents()).toEqual(['10', '10', 'Free']);
    expect(await page.getByText('Banks whose PDF statements we read, in Singapore and the US').count()).toBe(1);
    expect(await page.getByText(/Gardeners growing their savings|K SGD/).count()).toBe(0);
    expect(await page.getByText('All Singapore banks supported').count()).toBe(0);
    expect(await page.getByText('🏦 Statements from 10 banks in Singapore and the US').isVisible()).toBe(true);
    // No invented praise from invented people.
    expect(await page.getByText(/— (Mei Ling|Arjun|Sarah)/).count()).toBe(0);
    expect(
      await page.locator('#testimonials').getByRole('heading', { name: 'What your first month looks like' }).count(),
    ).toBe(1);
    await page.screenshot({ path: screenshotPath('190-landing-desktop'), fullPage: true });
  });

  it('keeps the logo and "Get Started Free" on one line each on a phone, with nothing wider than the screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByTestId('landing-logo').waitFor();
    const lineHeights = await page.evaluate(() => {
      const oneLine = (element: Element | null) => {
        if (!element) return false;
        const style = getComputedStyle(element);
        const line = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5;
        const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
        return element.getBoundingClientRect().height - padding < line * 1.5;
      };
      const bar = document.querySelector('header');
      const start = [...(bar?.querySelectorAll('a') ?? [])].find((link) => link.textContent === 'Get Started Free');
      const logo = document.querySelector('[data-testid="landing-logo"]');
      return {
        logo: oneLine(logo) && (logo?.scrollWidth ?? 0) <= (logo?.clientWidth ?? 0),
        start: oneLine(start ?? null),
        barFits: (bar?.scrollWidth ?? 0) <= window.innerWidth,
        pageFits: document.documentElement.scrollWidth <= window.innerWidth,
      };
    });
    expect(lineHeights).toEqual({ logo: true, start: true, barFits: true, pageFits: true });
    await page.screenshot({ path: screenshotPath('191-landing-phone') });
  });

  it('loads only the public part of the app: no sign-in layer, signed-in pages or explorer, under 150 KB of compressed JS', async () => {
    // A page of its own: a fresh context, so nothing comes from the cache.
    const fresh = await session!.browser.newPage();
    try {
      const scripts: { name: string; encoding: string | undefined; bytes: number }[] = [];
      fresh.on('requestfinished', (request) => {
        void (async () => {
          if (request.resourceType() !== 'script') return;
          const response = await request.response();
          const sizes = await request.sizes();
          scripts.push({
            name: new URL(request.url()).pathname,
            encoding: response?.headers()['content-encoding'],
            bytes: sizes.responseBodySize,
          });
        })();
      });
      await fresh.goto(`${session?.api.baseUrl ?? ''}/`, { waitUntil: 'networkidle' });
      await fresh.getByRole('heading', { name: 'Grow your money like a garden' }).waitFor();
      expect(scripts.length).toBeGreaterThan(0);
      expect(
        scripts.filter((script) => /SessionLayout|MainLayout|LoginPage|Dashboard|Explorer/.test(script.name)),
      ).toEqual([]);
      expect(scripts.filter((script) => script.encoding !== 'br')).toEqual([]);
      const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
      // React and MUI alone are more than this: the sizes were read, not left at zero.
      expect(total).toBeGreaterThan(60 * 1024);
      expect(total).toBeLessThanOrEqual(150 * 1024);
    } finally {
      await fresh.close();
    }
  });
});
