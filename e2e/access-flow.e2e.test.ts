import type { Page } from 'playwright-core';
import { latestOobLink, uniqueEmail } from '../test-support/auth-emulator';
import { openBrowserSession, type BrowserSession } from '../test-support/e2e-session';
import type { TestServer } from '../test-support/test-server';

jest.setTimeout(180_000);

describe('the whole access flow in Chromium', () => {
  let session: BrowserSession | undefined;
  let api: TestServer;
  let page: Page;
  let shot: BrowserSession['shot'];
  const email = uniqueEmail('e2e.gardener');
  const password = 'Sunflower#2026';

  beforeAll(async () => {
    session = await openBrowserSession({ viewport: { width: 1280, height: 860 }, timeout: 20_000 });
    ({ api, page, shot } = session);
  });

  afterAll(() => session?.close());

  it('register → verify through the emulator link → onboarding → dashboard → profile → sign out → sign in', async () => {
    await page.goto(`${api.baseUrl}/`);
    await page.getByRole('heading', { name: 'Grow your money like a garden' }).waitFor();
    await shot('01-landing');

    // A signed-out visitor to a main screen is sent to /login.
    await page.goto(`${api.baseUrl}/settings`);
    await page.waitForURL('**/login');

    await page.goto(`${api.baseUrl}/register`);
    // An empty form says which fields need filling, next to each; a malformed address is caught.
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('alert').getByText('Please fill in all fields').waitFor();
    await page.getByText('Enter your email address').waitFor();
    await page.getByLabel('Email Address').fill('not-an-email');
    await page.getByText('Please enter a valid email address, such as name@example.com').waitFor();
    await shot('02a-register-field-errors');
    await page.getByLabel('Full Name').fill('Rosa Gardener');
    await page.getByLabel('Email Address').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
    await page.getByLabel('Confirm Password').fill('short');
    await page.getByLabel('Date of Birth').fill('1991-03-14');
    await page.getByRole('combobox', { name: 'Gender' }).click();
    await page.getByRole('option', { name: 'Female' }).click();
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('alert').getByText('Password must be at least 8 characters long').waitFor();
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByLabel('Confirm Password').fill(password);
    await shot('02-register');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.waitForURL('**/email-verification');
    await page.getByText(email).waitFor();
    await page.getByTestId('dev-verification-hint').waitFor();
    await shot('03-email-verification');
    const link = await latestOobLink(email);
    expect((await fetch(link)).ok).toBe(true);

    // The page polls every 3 s and moves on by itself.
    await page.waitForURL('**/onboarding', { timeout: 30_000 });
    await page.getByRole('button', { name: "Let's Get Started" }).click();
    await page.getByText('Upload Statement PDF').waitFor();
    await shot('04-onboarding-connect');
    await page.getByRole('button', { name: 'Do it later' }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Seed Your Garden with Data' }).waitFor();
    await page.getByRole('button', { name: 'Get Started' }).click();

    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: /Welcome to your garden, Rosa/ }).waitFor();
    await shot('05-dashboard');

    await page.getByRole('link', { name: 'Settings' }).first().click();
    await page.waitForURL('**/settings');
    const dateOfBirth = page.getByLabel('Date of Birth');
    // Registration's date of birth and gender were saved once the email was verified.
    expect(await dateOfBirth.inputValue()).toBe('1991-03-14');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('R');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Please fix the validation errors before saving.').waitFor();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Rosa Bloom');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText(/Profile saved/).waitFor();
    await shot('06-settings-profile');

    await page.getByRole('button', { name: 'Open user menu' }).click();
    await page.getByText('Rosa Bloom').first().waitFor();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL('**/login');

    // Signing in returns to the page first asked for.
    await page.goto(`${api.baseUrl}/settings`);
    await page.waitForURL('**/login');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/settings');
    expect(await page.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe('Rosa Bloom');
  });

  it('shows the catalogue message for a failed sign-in and bars signed-in users from /login', async () => {
    await page.getByRole('button', { name: 'Open user menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL('**/login');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Password').fill('Wrong#Password1');
    await page.getByRole('button', { name: 'Log in' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toMatch(/^(Incorrect password|Invalid email or password)$/);
    await shot('07-login-error');

    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/dashboard');
    await page.goto(`${api.baseUrl}/login`);
    await page.waitForURL('**/dashboard');
    await page.goto(`${api.baseUrl}/no/such/path`);
    await page.getByText('Oops! This garden path leads nowhere').waitFor();
    await shot('08-not-found');
  });
});
