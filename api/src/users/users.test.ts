import { gql, rest, signInPerson, startSignedInPair, type SignedInPerson } from '../../../test-support/test-client';
import { requestJson, type TestServer } from '../../../test-support/test-server';

const UPDATE_ME = `mutation ($input: UpdateProfileInput!) {
  updateMe(input: $input) { name country dateOfBirth gender onboardingCompleted }
}`;

describe('profile', () => {
  let api: TestServer;
  let alice: SignedInPerson;
  let bob: SignedInPerson;

  beforeAll(async () => {
    ({ api, alice, bob } = await startSignedInPair({ alice: 'alice', bob: 'bob' }));
  });
  afterAll(() => api.close());

  const patch = (person: SignedInPerson, body: unknown) => rest(person, 'PATCH', '/users/me', body);

  const thisYear = new Date().getUTCFullYear();

  it.each([
    [{ name: 'A' }, 'name', 'Name must be at least 2 characters'],
    [{ name: 'x'.repeat(101) }, 'name', 'Name must be less than 100 characters'],
    [{ country: '' }, 'country', 'Country is required'],
    [{ country: 'SGP' }, 'country', 'Invalid country code'],
    [{ country: 'ZZ' }, 'country', 'Invalid country code'],
    [{ date_of_birth: `${thisYear - 12}-01-01` }, 'date_of_birth', 'Please enter a valid birth date'],
    [{ date_of_birth: `${thisYear - 121}-01-01` }, 'date_of_birth', 'Please enter a valid birth date'],
    [{ date_of_birth: '2000-02-30' }, 'date_of_birth', 'Please enter a valid birth date'],
    [{ gender: 'robot' }, 'gender', 'Invalid gender'],
    [{ preferred_name: 'x'.repeat(51) }, 'preferred_name', 'Preferred name must be 50 characters or less'],
  ])('rejects %j with the spec message on REST', async (body, field, message) => {
    const response = await patch(alice, body);
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ detail: message, errors: { [field]: message } });
  });

  it('accepts the age bounds 13 and 120 and saves every profile field', async () => {
    expect((await patch(alice, { date_of_birth: `${thisYear - 120}-06-01` })).status).toBe(200);
    const saved = await patch(alice, {
      name: '  Alice Tan Mei Ling ',
      country: 'my',
      date_of_birth: `${thisYear - 13}-12-31`,
      gender: 'female',
      onboarding_completed: true,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      name: 'Alice Tan Mei Ling',
      country: 'MY',
      date_of_birth: `${thisYear - 13}-12-31`,
      gender: 'female',
      onboarding_completed: true,
    });
    const again = await rest(alice, 'GET', '/users/me');
    expect(again.body).toMatchObject(saved.body);
  });

  it('keeps the name a person asks to be greeted by on REST and GraphQL; blank or null clears it', async () => {
    const saved = await patch(alice, { preferred_name: '  Wei Ming ' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ preferred_name: 'Wei Ming' });
    const read = await gql<{ me: { preferredName: string | null } }>(alice, '{ me { preferredName } }');
    expect(read.body.data?.me).toEqual({ preferredName: 'Wei Ming' });
    expect((await patch(alice, { preferred_name: '   ' })).body).toMatchObject({ preferred_name: null });
    const set = await gql<{ updateMe: { preferredName: string | null } }>(
      alice,
      'mutation ($input: UpdateProfileInput!) { updateMe(input: $input) { preferredName } }',
      { input: { preferredName: 'Ming' } },
    );
    expect(set.body.data?.updateMe).toEqual({ preferredName: 'Ming' });
    const cleared = await gql<{ updateMe: { preferredName: string | null } }>(
      alice,
      'mutation ($input: UpdateProfileInput!) { updateMe(input: $input) { preferredName } }',
      { input: { preferredName: null } },
    );
    expect(cleared.body.data?.updateMe).toEqual({ preferredName: null });
  });

  it('reports the same messages through GraphQL and changes nothing on failure', async () => {
    const result = await gql(bob, UPDATE_ME, { input: { name: 'B', gender: 'male' } });
    expect(result.body.errors?.[0]).toMatchObject({
      message: 'Name must be at least 2 characters',
      extensions: { code: 'BAD_USER_INPUT', fields: { name: 'Name must be at least 2 characters' } },
    });
    const me = await gql<{ me: { name: string; gender: string | null } }>(bob, '{ me { name gender } }');
    expect(me.body.data?.me).toEqual({ name: 'Bob Lim', gender: null });

    const ok = await gql<{ updateMe: Record<string, unknown> }>(bob, UPDATE_ME, {
      input: { gender: 'prefer_not_to_say', dateOfBirth: '1990-04-05', onboardingCompleted: true },
    });
    expect(ok.body.data?.updateMe).toEqual({
      name: 'Bob Lim',
      country: 'SG',
      dateOfBirth: '1990-04-05',
      gender: 'prefer_not_to_say',
      onboardingCompleted: true,
    });
    const cleared = await gql<{ updateMe: Record<string, unknown> }>(bob, UPDATE_ME, { input: { dateOfBirth: null } });
    expect(cleared.body.data?.updateMe).toMatchObject({ dateOfBirth: null, gender: 'prefer_not_to_say' });
  });

  it('never shows or changes one user’s profile through another’s token', async () => {
    await patch(alice, { name: 'Alice Only' });
    await patch(bob, { name: 'Bob Only' });
    const aliceSees = await rest<{ email: string; name: string }>(alice, 'GET', '/users/me');
    const bobSees = await rest<{ email: string; name: string }>(bob, 'GET', '/users/me');
    expect(aliceSees.body).toMatchObject({ email: alice.email, name: 'Alice Only' });
    expect(bobSees.body).toMatchObject({ email: bob.email, name: 'Bob Only' });
    // A body that names another user's id is not a way in: unknown fields are refused outright.
    const sneaky = await patch(alice, { id: (bobSees.body as { id?: string }).id, name: 'Hijack' });
    expect(sneaky.status).toBe(422);
    expect((await rest<{ name: string }>(bob, 'GET', '/users/me')).body.name).toBe('Bob Only');
  });

  it('fills empty profile fields from Google data and ignores what it cannot use', async () => {
    const carol = await signInPerson(api, 'carol.green');
    const response = await rest(carol, 'PUT', '/users/profile/google', {
      name: 'Carol Green',
      date_of_birth: '1985-07-14',
      gender: 'FEMALE',
      locale: 'en-SG',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      name: 'Carol Green',
      date_of_birth: '1985-07-14',
      gender: 'female',
      country: 'SG',
    });
    const ignored = await rest(carol, 'PUT', '/users/profile/google', {
      date_of_birth: '1700-01-01',
      gender: 'unknown',
    });
    expect(ignored.body).toMatchObject({ date_of_birth: '1985-07-14', gender: 'female' });
  });

  it('answers FastAPI-style errors for a bad body and an unknown path', async () => {
    const broken = await fetch(`${api.baseUrl}/api/v1/users/me`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${alice.idToken}`, 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ detail: 'Invalid JSON body' });
    const missing = await rest(alice, 'GET', '/nowhere');
    expect(missing).toMatchObject({ status: 404, body: { detail: 'Not Found' } });
  });

  it('answers health without a token', async () => {
    const health = await requestJson(`${api.baseUrl}/api/v1/health`);
    expect(health).toMatchObject({ status: 200, body: { status: 'healthy', database: 'connected' } });
  });
});
