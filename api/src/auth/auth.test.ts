import { getIntrospectionQuery } from 'graphql';
import {
  expiredToken,
  signUp,
  uniqueEmail,
  verifiedAccount,
  type EmulatorAccount,
} from '../../../test-support/auth-emulator';
import { graphql, requestJson, startTestServer, type TestServer } from '../../../test-support/test-server';
import { loadConfig } from '../config';
import { createAppServer } from '../server/app-server';
import { FirebaseTokenVerifier } from './token-verifier';

const ME = 'query { me { id email name emailVerified } }';

describe('access rules on REST and GraphQL', () => {
  let api: TestServer;
  let verified: EmulatorAccount;
  let unverified: EmulatorAccount;

  beforeAll(async () => {
    api = await startTestServer();
    verified = await verifiedAccount('verified', 'Ivy Fern');
    unverified = await signUp(uniqueEmail('unverified'));
  });
  afterAll(() => api.close());

  it.each([
    ['no token', undefined, 'Not authenticated'],
    ['a garbage token', 'not-a-jwt', 'Invalid authentication credentials'],
  ])('answers 401 for %s', async (_label, token, detail) => {
    const rest = await requestJson(`${api.baseUrl}/api/v1/users/me`, { token });
    expect(rest.status).toBe(401);
    expect(rest.body).toEqual({ detail });
    const gql = await graphql(api.baseUrl, ME, {}, token);
    expect(gql.status).toBe(401);
    expect(gql.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(gql.body.data).toBeUndefined();
  });

  it('answers 401 for an expired token', async () => {
    const token = expiredToken(verified.uid, verified.email);
    const rest = await requestJson(`${api.baseUrl}/api/v1/users/me`, { token });
    expect(rest.status).toBe(401);
    expect(rest.body).toEqual({ detail: 'Authentication token has expired' });
    expect((await graphql(api.baseUrl, ME, {}, token)).status).toBe(401);
  });

  it('answers 403 "Email verification required" for an unverified email', async () => {
    const rest = await requestJson(`${api.baseUrl}/api/v1/users/me`, { token: unverified.idToken });
    expect(rest.status).toBe(403);
    expect(rest.body).toEqual({ detail: 'Email verification required' });
    const gql = await graphql(api.baseUrl, ME, {}, unverified.idToken);
    expect(gql.status).toBe(403);
    expect(gql.body.errors?.[0]?.message).toBe('Email verification required');
  });

  it('creates the user row on first sight and answers the same profile on both APIs', async () => {
    const rest = await requestJson<{ id: string; email: string; name: string; country: string }>(
      `${api.baseUrl}/api/v1/users/me`,
      { token: verified.idToken },
    );
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({
      email: verified.email,
      name: 'Ivy Fern',
      country: 'SG',
      onboarding_completed: false,
    });
    const gql = await graphql<{ me: { id: string; emailVerified: boolean } }>(api.baseUrl, ME, {}, verified.idToken);
    expect(gql.body.data?.me).toMatchObject({ id: rest.body.id, emailVerified: true });
    const rows = await api.database.orm.em.fork().getConnection().execute('select count(*)::int as n from users');
    expect(rows[0]).toEqual({ n: 1 });
  });

  it('lets the explorer load the schema without a token, but nothing else', async () => {
    const introspection = await graphql<{ __schema: { queryType: { name: string } } }>(
      api.baseUrl,
      '{ __schema { queryType { name } } }',
    );
    expect(introspection.status).toBe(200);
    expect(introspection.body.data?.__schema.queryType.name).toBe('Query');
    expect((await graphql(api.baseUrl, '{ __typename me { id } }')).status).toBe(401);
  });

  it("loads the schema with the explorer's own introspection query (with its fragments), signed in or out", async () => {
    const query = getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true });
    for (const token of [undefined, verified.idToken]) {
      const result = await graphql<{ __schema: { types: unknown[] } }>(api.baseUrl, query, {}, token);
      expect(result.status).toBe(200);
      expect(result.body.data?.__schema.types.length).toBeGreaterThan(20);
    }
    // Fragments on the app's own types are not introspection: they still need a token.
    const sneaky = 'query { __typename } fragment Mine on User { id }';
    expect((await graphql(api.baseUrl, sneaky)).status).toBe(401);
    // Deeper than any real introspection query needs: refused before it runs.
    const deep = `{ __schema { types { ${'fields { type { '.repeat(10)}name${' } }'.repeat(10)} } } }`;
    expect((await graphql(api.baseUrl, deep)).status).toBe(400);
  });

  it('never answers an error with a stack trace or a server path, on either API', async () => {
    const answers: string[] = [];
    const unauthenticated = await graphql(api.baseUrl, '{ me { id } }', {}, 'not-a-token');
    answers.push(JSON.stringify(unauthenticated.body));
    const invalid = await graphql(api.baseUrl, '{ me { id ', {}, verified.idToken);
    answers.push(JSON.stringify(invalid.body));
    for (const url of [`${api.baseUrl}/graphql`, `${api.baseUrl}/api/v1/users/me`]) {
      const response = await fetch(url, {
        method: url.endsWith('graphql') ? 'POST' : 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${verified.idToken}` },
        body: '{"query": ',
      });
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      answers.push(await response.text());
    }
    for (const answer of answers) {
      expect(answer).not.toMatch(/stacktrace|\bat .+\(|\/(?:work|home|usr|src|node_modules)\/|\.ts:\d+/);
    }
  });

  it('rejects a query nested deeper than the limit before running it', async () => {
    const deep = `{ __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } } } }`;
    const result = await graphql(api.baseUrl, `query { me { id } ${deep.slice(1, -1)} }`, {}, verified.idToken);
    expect(result.status).toBe(400);
    expect(result.body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
  });
});

describe('rate limits shared by every api instance', () => {
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    first = await startTestServer({ rateLimit: { perUserPerMinute: 5, perIpPerMinute: 1000 } });
    // A second api instance on the same database, as behind a load balancer.
    const config = { ...loadConfig(), webDistDir: undefined, rateLimit: { perUserPerMinute: 5, perIpPerMinute: 1000 } };
    const server = await createAppServer({
      config,
      orm: first.database.orm,
      verifier: new FirebaseTokenVerifier(config.firebase),
    });
    const port = await server.listen(0);
    second = { ...first, baseUrl: `http://127.0.0.1:${port}`, server, close: () => server.close() };
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('answers 429 with Retry-After: 60 once a user passes the limit across instances', async () => {
    const account = await verifiedAccount('busy');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const base = i % 2 === 0 ? first.baseUrl : second.baseUrl;
      statuses.push((await requestJson(`${base}/api/v1/users/me`, { token: account.idToken })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const rest = await requestJson(`${second.baseUrl}/api/v1/users/me`, { token: account.idToken });
    expect(rest.status).toBe(429);
    expect(rest.headers.get('retry-after')).toBe('60');
    expect(rest.body).toEqual({ detail: 'Too many requests. Please slow down.' });
    const gql = await graphql(first.baseUrl, ME, {}, account.idToken);
    expect(gql.status).toBe(429);
    expect(gql.headers.get('retry-after')).toBe('60');

    // Another user is not held back by the first one's count.
    const other = await verifiedAccount('calm');
    expect((await requestJson(`${first.baseUrl}/api/v1/users/me`, { token: other.idToken })).status).toBe(200);
  });

  it('refuses at once on one instance an account whose deletion was asked on the other', async () => {
    const account = await verifiedAccount('deleted.elsewhere');
    const me = (base: string, method = 'GET') =>
      requestJson(`${base}/api/v1/users/me`, { method, token: account.idToken });
    // The first instance has seen this caller before the deletion is asked on the second.
    expect((await me(first.baseUrl)).status).toBe(200);
    expect((await me(first.baseUrl)).status).toBe(200);
    expect((await me(second.baseUrl, 'DELETE')).status).toBe(202);
    const refused = await requestJson<{ detail: string }>(`${first.baseUrl}/api/v1/accounts`, {
      token: account.idToken,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toMatch(/scheduled for deletion/);
  });

  it('limits by IP address too, before any token is checked', async () => {
    const limited = await startTestServer({ rateLimit: { perUserPerMinute: 1000, perIpPerMinute: 3 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await requestJson(`${limited.baseUrl}/api/v1/users/me`)).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });

  it('counts signed-in calls against the IP limit together with anonymous ones', async () => {
    const limited = await startTestServer({ rateLimit: { perUserPerMinute: 1000, perIpPerMinute: 3 } });
    try {
      const account = await verifiedAccount('shared.ip');
      const me = (token?: string) => requestJson(`${limited.baseUrl}/api/v1/users/me`, { token });
      const statuses = [(await me(account.idToken)).status, (await me()).status, (await me(account.idToken)).status];
      expect(statuses).toEqual([200, 401, 200]);
      expect((await me(account.idToken)).status).toBe(429);
      expect((await graphql(limited.baseUrl, ME, {}, account.idToken)).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
