import { loadConfig, type AppConfig } from '../api/src/config';
import { FirebaseTokenVerifier } from '../api/src/auth/token-verifier';
import { createAppServer, type AppServer } from '../api/src/server/app-server';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestServer {
  baseUrl: string;
  server: AppServer;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The real api (real PostgreSQL database, Auth Emulator tokens) on a free port. */
export async function startTestServer(
  overrides: Partial<AppConfig> = {},
  options: { clock?: () => Date } = {},
): Promise<TestServer> {
  const config: AppConfig = { ...loadConfig(), webDistDir: undefined, ...overrides };
  const database = await createTestDatabase();
  const server = await createAppServer({
    config,
    orm: database.orm,
    verifier: new FirebaseTokenVerifier(config.firebase),
    clock: options.clock,
  });
  const port = await server.listen(0);
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    server,
    database,
    close: async () => {
      await server.close();
      await database.drop();
    },
  };
}

export interface JsonResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
}

export async function requestJson<T = Record<string, unknown>>(
  url: string,
  init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<JsonResponse<T>> {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : {}) as T };
}

export function graphql<T = Record<string, unknown>>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<JsonResponse<{ data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] }>> {
  return requestJson(`${baseUrl}/graphql`, { method: 'POST', token, body: { query, variables } });
}

/** The api's id of the person a token signs in, as /users/me answers it. */
export async function userIdOf(api: TestServer, token: string): Promise<string> {
  const response = await requestJson<{ id: string }>(`${api.baseUrl}/api/v1/users/me`, { token });
  if (response.status !== 200) throw new Error(`/users/me answered ${response.status}`);
  return response.body.id;
}
