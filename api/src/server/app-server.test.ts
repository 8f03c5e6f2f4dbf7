import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { verifiedAccount, type EmulatorAccount } from '../../../test-support/auth-emulator';
import { startTestServer, type TestServer } from '../../../test-support/test-server';
import { BROTLI_FOR_ANSWERS, COMPRESSION_THRESHOLD_BYTES } from './app-server';

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as they came over the wire, still compressed. */
  body: Buffer;
}

/** A request whose answer is not decoded (fetch would undo the compression under test). */
function rawRequest(
  url: string,
  headers: Record<string, string> = {},
  init: { method?: string; body?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: init.method ?? 'GET', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(init.body);
  });
}

function decode(response: RawResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(response.body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(response.body).toString('utf8');
  if (encoding === undefined) return response.body.toString('utf8');
  throw new Error(`unexpected Content-Encoding ${encoding}`);
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('the web app on the same origin', () => {
  let server: TestServer;
  let webDir: string;
  // Big enough to be worth compressing, like every real bundle file.
  const bundle = `console.log("garden");\n${Array.from({ length: 400 }, (_, i) => `export const plant${i} = "seedling ${i}";`).join('\n')}\n`;
  const styles = `${Array.from({ length: 100 }, (_, i) => `.bed-${i} { color: #2f6b3a; margin: ${i}px; }`).join('\n')}\n`;
  const indexHtml =
    '<!doctype html><title>Money Garden</title><script type="module" src="/assets/app-3f9a1c.js"></script>';
  // The same page with the landing page drawn in it at build time: sent for `/` only.
  const landingHtml = indexHtml.replace('<script', '<h1>Grow your money like a garden</h1><script');

  beforeAll(async () => {
    // A built web app in miniature: its bundle folder is called assets, like the /assets page.
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'garden-web-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), indexHtml);
    fs.writeFileSync(path.join(webDir, 'landing.html'), landingHtml);
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'assets', 'app.js'), 'console.log("garden");');
    fs.writeFileSync(path.join(webDir, 'assets', 'app-3f9a1c.js'), bundle);
    fs.writeFileSync(path.join(webDir, 'assets', 'app-77b2e0.css'), styles);
    // The build step the web build runs after Vite.
    execFileSync(process.execPath, [path.join(__dirname, '../../../web/build/precompress.mjs'), webDir]);
    server = await startTestServer({ webDistDir: webDir });
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const get = (route: string, headers: Record<string, string> = {}) =>
    fetch(`${server.baseUrl}${route}`, { redirect: 'manual', headers });

  it('answers the /assets page (and its tabs) with the app, not a redirect into the bundle folder', async () => {
    for (const route of ['/assets', '/assets?tab=cpf', '/assets?tab=stocks', '/transactions']) {
      const response = await get(route);
      expect({ route, status: response.status }).toEqual({
        route,
        status: 200,
      });
      expect(await response.text()).toContain('<title>Money Garden</title>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('still serves the bundle files from the assets folder', async () => {
    const response = await get('/assets/app.js');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('console.log("garden");');
  });

  it('writes a .br and a .gz beside each text file of the build at build time, smaller than the file', () => {
    for (const name of ['app-3f9a1c.js', 'app-77b2e0.css']) {
      const file = path.join(webDir, 'assets', name);
      const original = fs.readFileSync(file);
      const br = fs.readFileSync(`${file}.br`);
      const gz = fs.readFileSync(`${file}.gz`);
      expect(br.length).toBeLessThan(original.length / 2);
      expect(gz.length).toBeLessThan(original.length / 2);
      expect(zlib.brotliDecompressSync(br).equals(original)).toBe(true);
      expect(zlib.gunzipSync(gz).equals(original)).toBe(true);
    }
    // Too small to gain anything: left alone.
    expect(fs.existsSync(path.join(webDir, 'assets', 'app.js.br'))).toBe(false);
  });

  it('sends the precompressed bundle in the encoding the browser prefers, with its type and Vary', async () => {
    const cases = [
      { accept: 'gzip, deflate, br, zstd', encoding: 'br' },
      { accept: 'gzip, deflate', encoding: 'gzip' },
      { accept: 'identity', encoding: undefined },
    ];
    for (const { accept, encoding } of cases) {
      for (const [name, type, original] of [
        ['app-3f9a1c.js', 'text/javascript; charset=utf-8', bundle],
        ['app-77b2e0.css', 'text/css; charset=utf-8', styles],
      ] as const) {
        const response = await rawRequest(`${server.baseUrl}/assets/${name}`, {
          'accept-encoding': accept,
        });
        expect({
          name,
          accept,
          status: response.status,
          encoding: response.headers['content-encoding'],
        }).toEqual({
          name,
          accept,
          status: 200,
          encoding,
        });
        expect(response.headers['content-type']?.toLowerCase()).toBe(type);
        expect(response.headers.vary).toBe('Accept-Encoding');
        expect(decode(response)).toBe(original);
        if (encoding) {
          const onDisk = fs.readFileSync(path.join(webDir, 'assets', `${name}.${encoding === 'br' ? 'br' : 'gz'}`));
          expect(response.body.equals(onDisk)).toBe(true);
        }
      }
    }
  });

  it('caches hashed bundle files for a year as immutable, in every encoding', async () => {
    for (const accept of ['br', 'gzip', 'identity']) {
      const response = await rawRequest(`${server.baseUrl}/assets/app-3f9a1c.js`, { 'accept-encoding': accept });
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
    }
    expect((await get('/assets/app-77b2e0.css')).headers.get('cache-control')).toBe(IMMUTABLE);
  });

  it('answers a bundle file that is not there (a chunk of an older build) with 404, not the page', async () => {
    const response = await get('/assets/app-000000.js');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('Money Garden');
  });

  it('has the page (drawn for /) and every app route revalidated (no-cache, ETag) and answered 304 when unchanged', async () => {
    for (const route of ['/', '/login', '/dashboard', '/assets', '/index.html']) {
      const first = await get(route);
      expect({ route, status: first.status }).toEqual({ route, status: 200 });
      expect({ route, page: await first.text() }).toEqual({ route, page: route === '/' ? landingHtml : indexHtml });
      expect(first.headers.get('cache-control')).toBe('no-cache');
      const etag = first.headers.get('etag');
      expect(etag).toBeTruthy();
      // Raw: fetch adds Cache-Control: no-cache to a conditional request, which rules out a 304.
      const again = await rawRequest(`${server.baseUrl}${route}`, {
        'if-none-match': etag!,
      });
      expect({ route, status: again.status }).toEqual({ route, status: 304 });
      expect(again.body.length).toBe(0);
      const stale = await rawRequest(`${server.baseUrl}${route}`, {
        'if-none-match': '"some-older-page"',
      });
      expect({ route, status: stale.status }).toEqual({ route, status: 200 });
    }
  });

  it('has /config.json revalidated (no-cache, ETag) and answered 304 when unchanged', async () => {
    const first = await get('/config.json');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(((await first.json()) as { firebase: { projectId: string } }).firebase.projectId).toBeTruthy();
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await rawRequest(`${server.baseUrl}/config.json`, {
      'if-none-match': etag!,
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });
});

describe('compression of API answers', () => {
  let server: TestServer;
  let person: EmulatorAccount;

  beforeAll(async () => {
    server = await startTestServer();
    person = await verifiedAccount('compression');
  });
  afterAll(async () => {
    await server?.close();
  });

  const introspection = JSON.stringify({
    query: '{ __schema { types { name fields { name } } } }',
  });
  /** A 200 in the encoding the Accept-Encoding asked for, marked as varying by it for caches. */
  const expectEncoded = (response: RawResponse, accept: string, encoding: string) => {
    expect({ accept, status: response.status, encoding: response.headers['content-encoding'] }).toEqual({
      accept,
      status: 200,
      encoding,
    });
    expect(response.headers.vary).toMatch(/Accept-Encoding/);
  };
  const postGraphql = (accept: string, body = introspection) =>
    rawRequest(
      `${server.baseUrl}/graphql`,
      { 'content-type': 'application/json', 'accept-encoding': accept },
      { method: 'POST', body },
    );

  it('compresses a large /graphql answer with brotli or gzip, the same JSON once decoded', async () => {
    const plain = await postGraphql('identity');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES * 10);
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await postGraphql(accept);
      expectEncoded(response, accept, encoding);
      expect(response.headers['content-type']).toMatch(/^application\/(graphql-response\+)?json/);
      expect(response.body.length).toBeLessThan(plain.body.length / 3);
      expect(decode(response)).toBe(plain.body.toString('utf8'));
    }
    // The smaller gzip state for answers compresses them about as well as zlib's defaults.
    const gzip = await postGraphql('gzip');
    expect(gzip.body.length).toBeLessThan(zlib.gzipSync(plain.body).length * 1.05);
  });

  it('compresses answers with the fast brotli setting, about as small as quality 4', async () => {
    const plain = await postGraphql('identity');
    const response = await postGraphql('br');
    expectEncoded(response, 'br', 'br');
    // The bytes brotli makes at quality 2 with a 256 KB window (one write of the whole answer)...
    expect(response.body.equals(zlib.brotliCompressSync(plain.body, BROTLI_FOR_ANSWERS))).toBe(true);
    // ...about as small as the middleware's default quality 4 makes it (the introspection answer: 5% bigger).
    const quality4 = zlib.brotliCompressSync(plain.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
    expect(response.body.length).toBeLessThanOrEqual(quality4.length * 1.1);
  });

  it('compresses a large /api/v1 answer, the same JSON once decoded', async () => {
    const url = `${server.baseUrl}/api/v1/categories`;
    const authorization = `Bearer ${person.idToken}`;
    const plain = await rawRequest(url, {
      authorization,
      'accept-encoding': 'identity',
    });
    expect(plain.status).toBe(200);
    expect(plain.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await rawRequest(url, {
        authorization,
        'accept-encoding': accept,
      });
      expectEncoded(response, accept, encoding);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.body.length).toBeLessThan(plain.body.length);
      expect(JSON.parse(decode(response))).toEqual(JSON.parse(plain.body.toString('utf8')));
    }
  });

  it('sends a small answer as it is, below the threshold', async () => {
    const response = await postGraphql('br, gzip', JSON.stringify({ query: '{ __typename }' }));
    expect(response.status).toBe(200);
    expect(response.body.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(response.body.toString('utf8'))).toEqual({
      data: { __typename: 'Query' },
    });
  });

  it('leaves the graphql-ws socket working: a large answer arrives whole over it', async () => {
    const client = createClient({
      url: `${server.baseUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${person.idToken}` },
    });
    try {
      const answers: unknown[] = [];
      for await (const answer of client.iterate({
        query: '{ __schema { types { name fields { name } } } }',
      })) {
        answers.push(answer);
      }
      const plain = JSON.parse((await postGraphql('identity')).body.toString('utf8')) as unknown;
      expect(answers).toEqual([plain]);
    } finally {
      await client.dispose();
    }
  });
});
