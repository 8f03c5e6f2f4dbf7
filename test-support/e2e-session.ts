import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchChromium } from './browser';
import { verifiedAccount, type EmulatorAccount } from './auth-emulator';
import { graphql, startTestServer, type TestServer } from './test-server';

const ROOT = path.resolve(__dirname, '..');
const WEB_DIST = path.join(ROOT, 'web', 'dist');
const SCREENSHOTS = path.join(ROOT, '.artifacts', 'screenshots');

/** Where a screenshot called `name` is written: .artifacts/screenshots/<name>.png. */
export const screenshotPath = (name: string): string => path.join(SCREENSHOTS, `${name}.png`);

export interface BrowserSessionOptions {
  /** Default 1280 × 900. */
  viewport?: { width: number; height: number };
  /** Playwright's default timeout for each action, in ms. Default 30 s. */
  timeout?: number;
}

/** The real api serving the built web app, and one Chromium page on it. */
export interface BrowserSession {
  api: TestServer;
  browser: Browser;
  page: Page;
  /** A full-page screenshot into .artifacts/screenshots/<name>.png. */
  shot: (name: string) => Promise<void>;
  /** Waits for open dialogs to finish fading in, so screenshots show them as a user sees them. */
  dialogsSettled: () => Promise<void>;
  /** The card (article) with exactly this name. */
  card: (name: string) => Locator;
  /** Closes the browser, then the api (its database is dropped). */
  close: () => Promise<void>;
}

export interface E2eSessionOptions extends BrowserSessionOptions {
  /** The emulator account: the label its e-mail address starts with, and its display name. */
  account: { label: string; name: string };
  /** Whether onboarding is completed (country SG) before signing in. Default true. */
  onboarded?: boolean;
  /** Seeds data through the api once the account exists, before the browser starts. */
  seed?: (session: Pick<E2eSession, 'api' | 'account' | 'call'>) => Promise<void>;
  /** The page asked for first; a signed-out visit to a main screen is sent to /login. Default /login. */
  path?: string;
  /**
   * Where signing in lands: by default `path` itself, or from /login the dashboard (onboarding for an account
   * that has not completed it).
   */
  landing?: string;
}

/** A {@link BrowserSession} signed in as a fresh, verified account. */
export interface E2eSession extends BrowserSession {
  account: EmulatorAccount;
  /** A GraphQL request with the account's token; throws on errors. */
  call: <T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>) => Promise<T>;
}

/** Starts the api with the built web app and opens a Chromium page; nothing is left running if a step fails. */
export async function openBrowserSession(options: BrowserSessionOptions = {}): Promise<BrowserSession> {
  const api = await startWebServer();
  try {
    return await openPage(api, options);
  } catch (error) {
    await api.close();
    throw error;
  }
}

/** The api with the built web app, a fresh verified account (onboarded by default), and a page signed in as it. */
export async function openE2eSession(options: E2eSessionOptions): Promise<E2eSession> {
  const api = await startWebServer();
  try {
    const account = await verifiedAccount(options.account.label, options.account.name);
    const call = async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
      const response = await graphql<T>(api.baseUrl, query, variables, account.idToken);
      if (!response.body.data || response.body.errors) throw new Error(JSON.stringify(response.body.errors));
      return response.body.data;
    };
    const onboarded = options.onboarded ?? true;
    if (onboarded) await call('mutation { updateMe(input: { onboardingCompleted: true, country: "SG" }) { id } }');
    await options.seed?.({ api, account, call });

    const session = await openPage(api, options);
    try {
      const { page } = session;
      const first = options.path ?? '/login';
      await page.goto(`${api.baseUrl}${first}`);
      if (first !== '/login') await page.waitForURL('**/login');
      await page.getByLabel('Email Address').fill(account.email);
      await page.getByLabel('Password').fill(account.password);
      await page.getByRole('button', { name: 'Log in' }).click();
      const landing = options.landing ?? (first !== '/login' ? first : onboarded ? '/dashboard' : '/onboarding');
      await page.waitForURL(`**${landing}`);
    } catch (error) {
      await session.browser.close();
      throw error;
    }
    return { ...session, account, call };
  } catch (error) {
    await api.close();
    throw error;
  }
}

async function startWebServer(): Promise<TestServer> {
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) throw new Error('Build the web app first (npm run build)');
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  return startTestServer({ webDistDir: WEB_DIST });
}

/** A Chromium page on the api; closing the session closes the browser, then the api. */
async function openPage(api: TestServer, options: BrowserSessionOptions): Promise<BrowserSession> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: options.viewport ?? { width: 1280, height: 900 } });
    page.setDefaultTimeout(options.timeout ?? 30_000);
    return {
      api,
      browser,
      page,
      shot: async (name) => {
        await page.screenshot({ path: screenshotPath(name), fullPage: true });
      },
      dialogsSettled: async () => {
        await page.waitForFunction(() =>
          Array.from(document.querySelectorAll('.MuiDialog-container')).every(
            (element) => getComputedStyle(element).opacity === '1',
          ),
        );
      },
      card: (name) => page.getByRole('article', { name, exact: true }),
      close: async () => {
        try {
          await browser.close();
        } finally {
          await api.close();
        }
      },
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}
