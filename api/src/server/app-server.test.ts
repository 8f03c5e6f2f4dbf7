import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer } from '../../../test-support/test-server';

describe('the web app on the same origin', () => {
  let server: TestServer;
  let webDir: string;

  beforeAll(async () => {
    // A built web app in miniature: its bundle folder is called assets, like the /assets page.
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'garden-web-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Money Garden</title>');
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'assets', 'app.js'), 'console.log("garden");');
    server = await startTestServer({ webDistDir: webDir });
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const get = (route: string) => fetch(`${server.baseUrl}${route}`, { redirect: 'manual' });

  it('answers the /assets page (and its tabs) with the app, not a redirect into the bundle folder', async () => {
    for (const route of ['/assets', '/assets?tab=cpf', '/assets?tab=stocks', '/transactions']) {
      const response = await get(route);
      expect({ route, status: response.status }).toEqual({ route, status: 200 });
      expect(await response.text()).toContain('<title>Money Garden</title>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('still serves the bundle files from the assets folder', async () => {
    const response = await get('/assets/app.js');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('console.log("garden");');
  });
});
