import type { Page } from 'playwright-core';
import { openE2eSession, type E2eSession } from '../test-support/e2e-session';

jest.setTimeout(240_000);

/**
 * Greeting: Tan Wei Ming is greeted by his name as he wrote it, not by the surname "Tan"; the name he
 * chooses in Settings › Profile greets him from then on.
 */
describe('The dashboard greeting in Chromium', () => {
  let session: E2eSession | undefined;
  let page: Page;
  let shot: E2eSession['shot'];
  let call: E2eSession['call'];

  beforeAll(async () => {
    session = await openE2eSession({ account: { label: 'e2e.greeting', name: 'Tan Wei Ming' } });
    ({ page, shot, call } = session);
  });

  afterAll(() => session?.close());

  /** The first-visit flag is per browser: clearing it is a first visit in another browser. */
  const forgetVisits = () =>
    page.evaluate(() => {
      for (const key of Object.keys(localStorage)) {
        if (key.startsWith('garden.dashboard.visited.')) localStorage.removeItem(key);
      }
    });

  it('greets with the name as written, then with the preferred name chosen in Settings', async () => {
    // Where Wei Ming began, also when a retry starts over: no preferred name, a first visit.
    await call('mutation { updateMe(input: { preferredName: null }) { id } }');
    await forgetVisits();
    await page.goto(`${session!.api.baseUrl}/dashboard`);
    await page.getByRole('heading', { name: 'Welcome to your garden, Tan Wei Ming! 🌱' }).waitFor();
    expect(await page.getByRole('heading', { name: /Welcome to your garden, Tan!/ }).count()).toBe(0);
    await shot('160-greeting-name-as-written');

    await page.goto(page.url().replace('/dashboard', '/settings'));
    const preferred = page.getByLabel('Preferred Name');
    await preferred.waitFor();
    expect(
      await page.getByText(/What should we call you\? Until you choose, we greet you by your name as written/).count(),
    ).toBe(1);
    await preferred.fill('Wei Ming');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile saved! Your garden is up to date. 🌿').waitFor();
    const { me } = await call<{ me: { name: string; preferredName: string | null } }>('{ me { name preferredName } }');
    expect(me).toEqual({ name: 'Tan Wei Ming', preferredName: 'Wei Ming' });
    await shot('161-greeting-preferred-name-setting');

    // A first visit in another browser greets by the chosen name.
    await forgetVisits();
    await page.goto(page.url().replace('/settings', '/dashboard'));
    await page.getByRole('heading', { name: 'Welcome to your garden, Wei Ming! 🌱' }).waitFor();
    await shot('162-greeting-preferred-name');
  });
});
