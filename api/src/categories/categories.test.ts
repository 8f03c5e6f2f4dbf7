import { SYSTEM_CATEGORIES } from '@garden/core';
import { gql, rest, startSignedInPair, type SignedInPerson } from '../../../test-support/test-client';
import { graphql, requestJson, type TestServer } from '../../../test-support/test-server';

interface CategoryJson {
  id: string;
  name: string;
  icon: string;
  color: string;
  is_active: boolean;
  is_system: boolean;
  created_at: string;
}

interface CategoryGql {
  id: string;
  name: string;
  icon: string;
  color: string;
  isActive: boolean;
  isSystem: boolean;
  createdAt: string;
}

const FIELDS = 'id name icon color isActive isSystem createdAt';
const LIST = `query ($includeInactive: Boolean) { categories(includeInactive: $includeInactive) { ${FIELDS} } }`;
const SYSTEM = `{ systemCategories { ${FIELDS} } }`;
const ONE = `query ($id: ID!) { category(id: $id) { ${FIELDS} } }`;
const CREATE = `mutation ($input: CategoryInput!) { createCategory(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: CategoryUpdateInput!) { updateCategory(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteCategory(id: $id) { ${FIELDS} } }`;
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe('categories', () => {
  let api: TestServer;
  let alice: SignedInPerson;
  let bob: SignedInPerson;

  beforeAll(async () => {
    ({ api, alice, bob } = await startSignedInPair({ alice: 'cat.alice', bob: 'cat.bob' }));
  });
  afterAll(() => api.close());

  const plant = async (person: SignedInPerson, body: Record<string, unknown>): Promise<CategoryJson> => {
    const response = await rest<CategoryJson>(person, 'POST', '/categories', body);
    expect(response.status).toBe(201);
    return response.body;
  };
  const listOf = async (person: SignedInPerson, includeInactive = false): Promise<CategoryJson[]> =>
    (await rest<CategoryJson[]>(person, 'GET', `/categories${includeInactive ? '?include_inactive=true' : ''}`)).body;
  const systemId = async (person: SignedInPerson, name: string): Promise<string> => {
    const found = (await rest<CategoryJson[]>(person, 'GET', '/categories/system')).body.find((c) => c.name === name);
    if (!found) throw new Error(`no system category ${name}`);
    return found.id;
  };

  it('plants a category with the defaults (leaf, #22C55E, active) and a trimmed name, on REST and GraphQL', async () => {
    const created = await plant(alice, { name: '  Pet Care  ' });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(created).toEqual({
      id: created.id,
      name: 'Pet Care',
      icon: '🌿',
      color: '#22C55E',
      is_active: true,
      is_system: false,
      created_at: created.created_at,
    });
    const viaGql = await gql<{ createCategory: CategoryGql }>(alice, CREATE, {
      input: { name: 'Hobbies', icon: '🎮', color: '#a855f7', isActive: false },
    });
    expect(viaGql.body.errors).toBeUndefined();
    expect(viaGql.body.data?.createCategory).toMatchObject({
      name: 'Hobbies',
      icon: '🎮',
      color: '#A855F7',
      isActive: false,
      isSystem: false,
    });
    const fetched = await gql<{ category: CategoryGql }>(alice, ONE, { id: created.id });
    expect(fetched.body.data?.category).toEqual({
      id: created.id,
      name: 'Pet Care',
      icon: '🌿',
      color: '#22C55E',
      isActive: true,
      isSystem: false,
      createdAt: created.created_at,
    });
  });

  it.each([
    [{}, 'name', 'Category name is required'],
    [{ name: '' }, 'name', 'Category name is required'],
    [{ name: '    ' }, 'name', 'Category name is required'],
    [{ name: 'x'.repeat(51) }, 'name', 'Category name must be 50 characters or less'],
    [{ name: 'Plants', color: 'green' }, 'color', 'Colour must be a hex colour such as #22C55E'],
    [{ name: 'Plants', color: '#12345' }, 'color', 'Colour must be a hex colour such as #22C55E'],
    [{ name: 'Plants', icon: '   ' }, 'icon', 'Please choose an icon'],
  ])('refuses %j on REST with the message and plants nothing', async (body, field, message) => {
    const before = await listOf(bob, true);
    const response = await rest(bob, 'POST', '/categories', body);
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ detail: message, errors: { [field]: message } });
    expect(await listOf(bob, true)).toEqual(before);
  });

  it('refuses a system flag in the body: a user cannot plant a system category', async () => {
    const response = await rest(bob, 'POST', '/categories', { name: 'Sneaky', is_system: true });
    expect(response.status).toBe(422);
    expect((await listOf(bob, true)).some((category) => category.name === 'Sneaky')).toBe(false);
  });

  it('reports the same validation messages through GraphQL', async () => {
    const blank = await gql(bob, CREATE, { input: { name: '   ' } });
    expect(blank.body.errors?.[0]).toMatchObject({
      message: 'Category name is required',
      extensions: { code: 'BAD_USER_INPUT', fields: { name: 'Category name is required' } },
    });
    const own = await plant(bob, { name: 'Bob Bits' });
    const rename = await gql(bob, UPDATE, { id: own.id, input: { name: '', color: '#zzzzzz' } });
    expect(rename.body.errors?.[0]).toMatchObject({
      message: 'Category name is required',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await rest(bob, 'GET', `/categories/${own.id}`)).body.name).toBe('Bob Bits');
  });

  it('refuses a duplicate name for the same user (any case and spacing), but another user may use it', async () => {
    await plant(alice, { name: 'Garden Tools' });
    const again = await rest(alice, 'POST', '/categories', { name: '  garden   TOOLS ' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ detail: 'You already have a category named "Garden Tools"' });
    const system = await rest(alice, 'POST', '/categories', { name: 'groceries' });
    expect(system.status).toBe(409);
    expect(system.body).toMatchObject({ detail: '"Groceries" is a system category. Please choose another name.' });
    const viaGql = await gql(alice, CREATE, { input: { name: 'GARDEN TOOLS' } });
    expect(viaGql.body.errors?.[0]).toMatchObject({
      message: 'You already have a category named "Garden Tools"',
      extensions: { code: 'CONFLICT' },
    });
    // Renaming into a taken name is refused too; renaming to its own name in another case is fine.
    const other = await plant(alice, { name: 'Seeds' });
    expect((await rest(alice, 'PUT', `/categories/${other.id}`, { name: 'garden tools' })).status).toBe(409);
    expect((await rest(alice, 'PUT', `/categories/${other.id}`, { name: 'SEEDS' })).body.name).toBe('SEEDS');
    // Bob is not affected by Alice's names.
    expect((await plant(bob, { name: 'Garden Tools' })).name).toBe('Garden Tools');
    // Two concurrent plantings of one new name: exactly one wins.
    const results = await Promise.all([1, 2, 3].map(() => rest(alice, 'POST', '/categories', { name: 'Compost' })));
    expect(results.map((result) => result.status).sort()).toEqual([201, 409, 409]);
  });

  it('lists the system categories and the user’s own, never another user’s', async () => {
    const aliceOwn = await plant(alice, { name: 'Alice Only' });
    const bobOwn = await plant(bob, { name: 'Bob Only' });
    const aliceSees = await listOf(alice);
    const bobSees = await listOf(bob);
    expect(aliceSees.map((c) => c.id)).toContain(aliceOwn.id);
    expect(aliceSees.map((c) => c.id)).not.toContain(bobOwn.id);
    expect(bobSees.map((c) => c.id)).not.toContain(aliceOwn.id);
    const systemNames = aliceSees.filter((c) => c.is_system).map((c) => c.name);
    expect([...systemNames].sort()).toEqual(SYSTEM_CATEGORIES.map((c) => c.name).sort());
    // System categories come first.
    expect(aliceSees.findIndex((c) => !c.is_system)).toBe(SYSTEM_CATEGORIES.length);

    const gqlList = await gql<{ categories: CategoryGql[] }>(bob, LIST);
    const gqlIds = gqlList.body.data?.categories.map((c) => c.id) ?? [];
    expect(gqlIds).toContain(bobOwn.id);
    expect(gqlIds).not.toContain(aliceOwn.id);
    expect(gqlIds).toHaveLength(bobSees.length);

    const system = await rest<CategoryJson[]>(bob, 'GET', '/categories/system');
    expect(system.body).toHaveLength(SYSTEM_CATEGORIES.length);
    expect(system.body.every((c) => c.is_system && c.is_active)).toBe(true);
    expect(system.body.find((c) => c.name === 'Groceries')).toMatchObject({ icon: '🛒', color: '#84CC16' });
    const gqlSystem = await gql<{ systemCategories: CategoryGql[] }>(bob, SYSTEM);
    expect(gqlSystem.body.data?.systemCategories.map((c) => c.id).sort()).toEqual(system.body.map((c) => c.id).sort());
  });

  it('answers another user’s category exactly like a missing one on every call, and changes nothing', async () => {
    const secret = await plant(alice, { name: 'Secret Garden', icon: '🌷', color: '#EC4899' });
    const expectNotFound = (response: { status: number; body: unknown }) => {
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ detail: 'Category not found' });
    };
    for (const id of [secret.id, MISSING_ID, 'not-a-uuid']) {
      expectNotFound(await rest(bob, 'GET', `/categories/${id}`));
      expectNotFound(await rest(bob, 'PUT', `/categories/${id}`, { name: 'Mine now', is_active: false }));
      expectNotFound(await rest(bob, 'PUT', `/categories/${id}`, { is_active: true }));
      expectNotFound(await rest(bob, 'DELETE', `/categories/${id}`));
      for (const [query, variables] of [
        [ONE, { id }],
        [UPDATE, { id, input: { name: 'Mine now' } }],
        [DELETE, { id }],
      ] as const) {
        const result = await gql(bob, query, variables);
        expect(result.body.data ?? null).toBeNull();
        expect(result.body.errors?.[0]).toMatchObject({
          message: 'Category not found',
          extensions: { code: 'NOT_FOUND' },
        });
      }
    }
    // A bad body on someone else's id is still just "not found": nothing about the row leaks.
    expectNotFound(await rest(bob, 'PUT', `/categories/${secret.id}`, { name: '' }));
    expect((await rest(alice, 'GET', `/categories/${secret.id}`)).body).toEqual(secret);
    expect((await listOf(bob, true)).some((c) => c.id === secret.id)).toBe(false);
  });

  it('protects system categories from edits and dormancy by anyone, on REST and GraphQL', async () => {
    const groceries = await systemId(alice, 'Groceries');
    const edit = await rest(alice, 'PUT', `/categories/${groceries}`, { name: 'My Groceries' });
    expect(edit.status).toBe(403);
    expect(edit.body).toEqual({ detail: 'System categories are protected and cannot be edited' });
    const recolour = await rest(bob, 'PUT', `/categories/${groceries}`, { color: '#000000' });
    expect(recolour.status).toBe(403);
    const off = await rest(bob, 'PUT', `/categories/${groceries}`, { is_active: false });
    expect(off.status).toBe(403);
    const dormant = await rest(alice, 'DELETE', `/categories/${groceries}`);
    expect(dormant.status).toBe(403);
    expect(dormant.body).toEqual({ detail: 'System categories are protected and cannot be made dormant' });
    const gqlEdit = await gql(bob, UPDATE, { id: groceries, input: { icon: '🍎' } });
    expect(gqlEdit.body.errors?.[0]).toMatchObject({
      message: 'System categories are protected and cannot be edited',
      extensions: { code: 'FORBIDDEN' },
    });
    const gqlDelete = await gql(bob, DELETE, { id: groceries });
    expect(gqlDelete.body.errors?.[0]).toMatchObject({
      message: 'System categories are protected and cannot be made dormant',
      extensions: { code: 'FORBIDDEN' },
    });
    // Reactivating a system category is allowed and leaves it as it is.
    const reactivate = await rest(alice, 'PUT', `/categories/${groceries}`, { is_active: true });
    expect(reactivate.status).toBe(200);
    const after = await rest(bob, 'GET', `/categories/${groceries}`);
    expect(after.body).toMatchObject({
      name: 'Groceries',
      icon: '🛒',
      color: '#84CC16',
      is_active: true,
      is_system: true,
    });
  });

  it('makes a category dormant and reactivates it, on REST and GraphQL', async () => {
    const category = await plant(bob, { name: 'Weekend Trips', icon: '🏖️', color: '#06B6D4' });
    const dormant = await rest(bob, 'DELETE', `/categories/${category.id}`);
    expect(dormant.status).toBe(200);
    expect(dormant.body).toMatchObject({ id: category.id, is_active: false, name: 'Weekend Trips' });
    // Dormant: gone from the default list, present with include_inactive, still readable by id.
    expect((await listOf(bob)).some((c) => c.id === category.id)).toBe(false);
    expect((await listOf(bob, true)).find((c) => c.id === category.id)).toMatchObject({ is_active: false });
    const gqlActive = await gql<{ categories: CategoryGql[] }>(bob, LIST);
    expect(gqlActive.body.data?.categories.some((c) => c.id === category.id)).toBe(false);
    const gqlAll = await gql<{ categories: CategoryGql[] }>(bob, LIST, { includeInactive: true });
    expect(gqlAll.body.data?.categories.find((c) => c.id === category.id)).toMatchObject({ isActive: false });
    // A dormant name is still taken: the message says to reactivate.
    const replant = await rest(bob, 'POST', '/categories', { name: 'weekend trips' });
    expect(replant.status).toBe(409);
    expect(replant.body).toMatchObject({
      detail: 'You already have a dormant category named "Weekend Trips". Reactivate it instead of planting a new one.',
    });

    const back = await rest(bob, 'PUT', `/categories/${category.id}`, { is_active: true });
    expect(back.body).toMatchObject({ is_active: true, name: 'Weekend Trips', icon: '🏖️', color: '#06B6D4' });
    expect((await listOf(bob)).some((c) => c.id === category.id)).toBe(true);

    const viaGql = await gql<{ deleteCategory: CategoryGql }>(bob, DELETE, { id: category.id });
    expect(viaGql.body.data?.deleteCategory).toMatchObject({ id: category.id, isActive: false });
    const revived = await gql<{ updateCategory: CategoryGql }>(bob, UPDATE, {
      id: category.id,
      input: { isActive: true, name: 'Weekend Getaways', color: '#0ea5e9' },
    });
    expect(revived.body.data?.updateCategory).toMatchObject({
      isActive: true,
      name: 'Weekend Getaways',
      icon: '🏖️',
      color: '#0EA5E9',
    });
    // Omitted and null fields stay as they are.
    const partial = await gql<{ updateCategory: CategoryGql }>(bob, UPDATE, {
      id: category.id,
      input: { icon: '🚲', name: null },
    });
    expect(partial.body.data?.updateCategory).toMatchObject({ name: 'Weekend Getaways', icon: '🚲', isActive: true });
  });

  it('needs a signed-in user', async () => {
    expect((await requestJson(`${api.baseUrl}/api/v1/categories`)).status).toBe(401);
    const anonymous = await graphql(api.baseUrl, LIST);
    expect(anonymous.status).toBe(401);
  });
});
