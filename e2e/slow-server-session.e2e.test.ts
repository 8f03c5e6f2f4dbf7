import { openE2eSession, type E2eSession } from '../test-support/e2e-session';

jest.setTimeout(240_000);

/**
 * A signed-in person who opens the dashboard directly (a bookmark, a refresh) while the server answers slowly
 * stays signed in: the dashboard's data is asked for as soon as the sign-in is known, and every such request
 * carries the sign-in, so no answer can read as "your sign-in is no longer valid".
 */
describe('Opening the dashboard directly while the server is slow, in Chromium', () => {
  let session: E2eSession | undefined;

  beforeAll(async () => {
    session = await openE2eSession({ account: { label: 'e2e.slow-server', name: 'Lim Mei Ling' } });
  });

  afterAll(() => session?.close());

  it('keeps the person signed in, with no request refused as unauthenticated', async () => {
    const { page, api } = session!;
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 401) refused.push(response.url());
    });
    // Every api answer arrives late, as from a busy server.
    await page.route('**/graphql', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });

    await page.goto(`${api.baseUrl}/dashboard`);
    await page.getByRole('heading', { name: /^Welcome/ }).waitFor();
    await page.waitForLoadState('networkidle');

    expect(page.url()).toBe(`${api.baseUrl}/dashboard`);
    expect(refused).toEqual([]);
    expect(await page.getByRole('heading', { name: /^Welcome/ }).isVisible()).toBe(true);
  });
});
