import type { Page } from 'playwright-core';
import { openE2eSession, type E2eSession } from '../test-support/e2e-session';
import { requestJson } from '../test-support/test-server';

jest.setTimeout(240_000);

/**
 * Account deletion in Chromium: deleting one's account from Settings › Profile closes the garden (the app shows only
 * the pending deletion, every data call is refused), a reload keeps it so, and "Cancel deletion" brings it back.
 */
describe('Delete my account in Chromium', () => {
  let session: E2eSession | undefined;
  let page: Page;
  let shot: E2eSession['shot'];

  beforeAll(async () => {
    session = await openE2eSession({ account: { label: 'e2e.delete', name: 'Fern Tan' }, path: '/settings' });
    ({ page, shot } = session);
  });

  afterAll(() => session?.close());

  it('asks for DELETE, then shows only the pending deletion until it is cancelled', async () => {
    if (!session) throw new Error('no session');
    const { api, account } = session;
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    await session.dialogsSettled();
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await shot('200-delete-account-dialog');
    await confirm.click();

    await page.getByRole('heading', { name: 'Your account is scheduled for deletion' }).waitFor();
    await shot('201-delete-account-pending');
    const refused = await requestJson(`${api.baseUrl}/api/v1/transactions`, { token: account.idToken });
    expect(refused.status).toBe(403);
    expect(String(refused.body.detail)).toMatch(/^This account is scheduled for deletion on \d{1,2} \w+ \d{4}\./);

    // A reload, or any other page of the app, still shows only the pending deletion.
    await page.goto(page.url().replace('/settings', '/transactions'));
    await page.getByRole('heading', { name: 'Your account is scheduled for deletion' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Transaction Garden', exact: true }).count()).toBe(0);

    await page.getByRole('button', { name: 'Cancel deletion' }).click();
    await page.getByRole('heading', { name: 'Transaction Garden', exact: true }).waitFor();
    const restored = await requestJson(`${api.baseUrl}/api/v1/transactions`, { token: account.idToken });
    expect(restored.status).toBe(200);
    await shot('202-delete-account-cancelled');
  });
});
