import type { Page } from 'playwright-core';
import { openE2eSession, type E2eSession } from '../test-support/e2e-session';

jest.setTimeout(180_000);

describe('the Category Garden in Chromium', () => {
  let session: E2eSession | undefined;
  let page: Page;
  let shot: E2eSession['shot'];
  let card: E2eSession['card'];
  let dialogsSettled: E2eSession['dialogsSettled'];

  beforeAll(async () => {
    // A verified gardener who has finished onboarding, so the main screens open directly.
    session = await openE2eSession({
      account: { label: 'e2e.categories', name: 'Rosa Gardener' },
      path: '/categories',
      timeout: 20_000,
    });
    ({ page, shot, card, dialogsSettled } = session);
  });

  afterAll(() => session?.close());

  it('shows an empty garden of own categories and the protected system categories', async () => {
    await page.getByRole('heading', { name: 'Category Garden' }).waitFor();
    await page.getByText('No categories of your own yet').waitFor();
    await page.getByText('Your 24 system categories are ready to use in the System tab.', { exact: false }).waitFor();
    await shot('20-categories-empty');

    await page.getByRole('button', { name: 'Show the 24 system categories' }).click();
    await page.getByRole('tab', { name: 'System', selected: true }).waitFor();
    await card('Groceries').waitFor();
    expect(await page.getByRole('article').count()).toBe(24);
    expect(await card('Groceries').getByText('Protected category').isVisible()).toBe(true);
    expect(await card('Groceries').getByRole('button').count()).toBe(0);
    expect(await page.getByRole('group', { name: 'Category status' }).count()).toBe(0);
    await page.getByRole('heading', { name: /System Categories/ }).waitFor();
    await shot('21-categories-system');
  });

  it('plants, edits, makes dormant, finds under Dormant and reactivates a category', async () => {
    await page.getByRole('tab', { name: 'My Categories' }).click();
    await page.getByRole('button', { name: 'Plant New Category' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Plant New Category' });
    await dialog.waitFor();
    // Defaults: the leaf and garden green.
    expect(await dialog.getByRole('button', { name: 'Icon 🌿' }).getAttribute('aria-pressed')).toBe('true');
    expect(await dialog.getByRole('button', { name: 'Colour #22C55E' }).getAttribute('aria-pressed')).toBe('true');
    await dialog.getByRole('button', { name: 'Plant Category' }).click();
    await dialog.getByText('Category name is required').waitFor();
    await dialog.getByRole('textbox', { name: 'Category Name' }).fill('  Pet Care ');
    await dialog.getByRole('button', { name: 'Icon 🐶' }).click();
    await dialog.getByRole('button', { name: 'Colour #EC4899' }).click();
    await dialogsSettled();
    await shot('22-categories-plant-modal');
    await dialog.getByRole('button', { name: 'Plant Category' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card('Pet Care').waitFor();
    expect(await card('Pet Care').getAttribute('data-colour')).toBe('#EC4899');
    // The colour shows as colour; its hex code is not put in front of a person.
    expect(await card('Pet Care').getByText('#EC4899').count()).toBe(0);

    // The server's detail text shows for a duplicate name.
    await page.getByRole('button', { name: 'Plant New Category' }).first().click();
    await page.getByRole('textbox', { name: 'Category Name' }).fill('pet care');
    await page.getByRole('button', { name: 'Plant Category' }).click();
    await page.getByRole('alert').getByText('You already have a category named "Pet Care"').waitFor();
    await dialogsSettled();
    await shot('23-categories-duplicate');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Edit Pet Care' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Category' });
    expect(await edit.getByRole('textbox', { name: 'Category Name' }).inputValue()).toBe('Pet Care');
    await edit.getByRole('textbox', { name: 'Category Name' }).fill('Pet Supplies');
    await edit.getByRole('button', { name: 'Colour #8B5CF6' }).click();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.waitFor({ state: 'detached' });
    await card('Pet Supplies').waitFor();
    expect(await card('Pet Care').count()).toBe(0);
    await shot('24-categories-mine');
    // All lists the person's own and says where the 24 system categories are.
    await page.getByRole('tab', { name: 'All' }).click();
    await card('Pet Supplies').waitFor();
    await page
      .getByText('All shows the categories you planted. The 24 system categories are in the System tab.')
      .waitFor();
    await shot('24-categories-all-with-mine');
    await page.getByRole('tab', { name: 'My Categories' }).click();

    await page.getByRole('button', { name: 'Make Pet Supplies dormant' }).click();
    const confirm = page.getByRole('dialog', { name: 'Make this category dormant?' });
    await confirm.getByText('Pet Supplies').waitFor();
    await dialogsSettled();
    await shot('25-categories-dormant-confirm');
    await confirm.getByRole('button', { name: 'Make Dormant' }).click();
    await card('Pet Supplies').waitFor({ state: 'detached' });
    await page.getByText('No categories of your own yet').waitFor();

    await page.getByRole('button', { name: '💤 Dormant' }).click();
    await card('Pet Supplies').getByText('Dormant').waitFor();
    await shot('26-categories-dormant');
    // Choosing System while Dormant resets the status to Active.
    await page.getByRole('tab', { name: 'System' }).click();
    await page.getByRole('tab', { name: 'All' }).click();
    expect(await page.getByRole('button', { name: '🌿 Active' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: '💤 Dormant' }).click();

    await page.getByRole('button', { name: 'Reactivate Pet Supplies' }).click();
    await card('Pet Supplies').waitFor({ state: 'detached' });
    await page.getByText('No dormant categories').waitFor();
    await page.getByRole('button', { name: '🌿 Active' }).click();
    await card('Pet Supplies').getByText('Active').waitFor();

    // It is all saved: a fresh load shows the same garden.
    await page.reload();
    await card('Pet Supplies').waitFor();
    expect(await card('Pet Supplies').getAttribute('data-colour')).toBe('#8B5CF6');
    await shot('27-categories-reactivated');
  });

  it('fits a phone screen with Categories in the bottom navigation', async () => {
    // Turning the window into a phone re-lays the open page out (no reload, so nothing waits on signing in again):
    // the side menu gives way to the bottom navigation, which leads Home and back to Categories.
    await page.setViewportSize({ width: 390, height: 844 });
    const bottomBar = page.locator('.MuiBottomNavigation-root');
    await bottomBar.getByRole('link', { name: 'Home' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { level: 1, name: /^Welcome (back!|to your garden)/ }).waitFor();
    await bottomBar.getByRole('link', { name: 'Categories' }).click();
    await page.waitForURL('**/categories');
    await card('Pet Supplies').waitFor();
    // The bar marks where the person is.
    await bottomBar.locator('a.Mui-selected', { hasText: 'Categories' }).waitFor();
    await shot('28-categories-mobile');
  });
});
