import { openE2eSession } from '../test-support/e2e-session';

jest.setTimeout(180_000);

describe('every page can be reached on a phone', () => {
  it('opens Budgets and Assets from the avatar menu, the bottom bar keeping its five tabs', async () => {
    const session = await openE2eSession({
      account: { label: 'e2e.phone', name: 'Mei Phone' },
      viewport: { width: 390, height: 844 },
    });
    try {
      const { page } = session;
      const bottomBar = page.locator('.MuiBottomNavigation-root');
      await bottomBar.waitFor();
      expect(await bottomBar.getByRole('link').allInnerTexts()).toEqual([
        'Home',
        'Transactions',
        'Categories',
        'Reports',
        'Settings',
      ]);
      await page.getByRole('button', { name: 'Open user menu' }).click();
      const menu = page.getByRole('menu');
      await menu.getByRole('menuitem', { name: 'Budgets' }).waitFor();
      // The menu fades in; shoot it as a person sees it.
      await page.waitForFunction(() => {
        const paper = document.querySelector('.MuiMenu-paper');
        return paper !== null && getComputedStyle(paper).opacity === '1';
      });
      await session.shot('95-phone-user-menu');
      const box = await menu.getByRole('menuitem', { name: 'Budgets' }).boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      await menu.getByRole('menuitem', { name: 'Budgets' }).click();
      await page.waitForURL('**/budgets');
      await page.getByRole('heading', { name: 'Budget Garden' }).waitFor();

      await page.getByRole('button', { name: 'Open user menu' }).click();
      await page.getByRole('menu').getByRole('menuitem', { name: 'Assets' }).click();
      await page.waitForURL('**/assets');
      await page.getByRole('heading', { name: /Assets Garden/ }).waitFor();
      await session.shot('96-phone-assets');
    } finally {
      await session.close();
    }
  });
});
