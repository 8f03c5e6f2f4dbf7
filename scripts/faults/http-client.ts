import http from 'node:http';

/**
 * The load generator's HTTP client: node:http over kept-alive sockets. It shares two cores with the processes
 * under test, and fetch (WHATWG streams and headers over undici) costs it several times the CPU per request.
 */
const agent = new http.Agent({
  keepAlive: true,
  maxSockets: 512,
  // Every socket in turn, and a free one closed after 4 s: before the api's 5 s keep-alive timeout closes it from
  // its end, which a request sent at that moment would meet as ECONNRESET (undici keeps the same 1 s margin).
  scheduling: 'fifo',
  timeout: 4_000,
});

export interface PlainResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; timeoutMs?: number } = {},
): Promise<PlainResponse> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { ...options.headers };
    if (options.body !== undefined) headers['content-length'] = Buffer.byteLength(options.body);
    const request = http.request(url, { method: options.method ?? 'GET', headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    if (options.timeoutMs) {
      request.setTimeout(options.timeoutMs, () =>
        request.destroy(new Error(`no answer within ${options.timeoutMs} ms`)),
      );
    }
    request.end(options.body);
  });
}
