import { openBrowserSession, openE2eSession } from '../test-support/e2e-session';

jest.setTimeout(180_000);

/** GraphiQL's documentation pane lists the root types once the schema has loaded. */
async function schemaShown(page: import('playwright-core').Page): Promise<void> {
  await page.getByRole('button', { name: /Show Documentation Explorer/i }).click();
  await page.getByText('Root Types').waitFor();
  await page.getByRole('link', { name: 'Query' }).first().waitFor();
}

describe('the GraphQL explorer in Chromium', () => {
  it('loads the schema for someone signed out, with no error or stack trace on screen', async () => {
    const session = await openBrowserSession();
    try {
      const { page, api } = session;
      await page.goto(`${api.baseUrl}/explorer`);
      await schemaShown(page);
      await session.shot('90-explorer-signed-out');
      const text = await page.locator('body').innerText();
      expect(text).not.toMatch(/Unauthenticated|stacktrace|node_modules|\.ts:\d+/i);
    } finally {
      await session.close();
    }
  });

  it('loads the schema and runs a query with the signed-in token', async () => {
    const session = await openE2eSession({ account: { label: 'e2e.explorer', name: 'Iris Query' } });
    try {
      const { page, api, account } = session;
      await page.goto(`${api.baseUrl}/explorer`);
      await schemaShown(page);
      await page.getByRole('button', { name: /Execute query/i }).click();
      await page.locator('.result-window').getByText(account.email).waitFor();
      await session.shot('91-explorer-signed-in');
    } finally {
      await session.close();
    }
  });
});
