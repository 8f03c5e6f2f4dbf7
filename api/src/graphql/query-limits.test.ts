import { GraphQLError, Kind, parse, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { buildAppSchema } from '../server/schema';
import { MAX_QUERY_COMPLEXITY, enforceQueryLimits } from './query-limits';

/** The one operation of a query text, parsed once as Apollo does for every request with that text. */
function parsed(query: string) {
  const document = parse(query);
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (!operation) throw new Error('no operation');
  return { document, operation };
}

const codeOf = (work: () => void): unknown => {
  try {
    work();
    return 'passed';
  } catch (error) {
    return error instanceof GraphQLError ? (error.extensions.code ?? error.message) : error;
  }
};

describe('query limits on a document used again', () => {
  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await buildAppSchema();
  });

  // More fields than the complexity limit allows, each a cheap one.
  const tooMany = Array.from({ length: MAX_QUERY_COMPLEXITY }, (_, index) => `me${index}: me { id }`).join(' ');

  it('checks again when a variable can switch fields on (@include)', () => {
    const { document, operation } = parsed(
      `query ($all: Boolean!) { me { id } ... @include(if: $all) { ${tooMany} } }`,
    );
    const check = (all: boolean) => codeOf(() => enforceQueryLimits(schema, document, operation, { all }));
    expect(check(false)).toBe('passed');
    expect(check(true)).toBe('QUERY_TOO_COMPLEX');
    expect(check(false)).toBe('passed');
  });

  it('refuses a too complex document every time, and still refuses bad variables once it has passed', () => {
    const heavy = parsed(`{ ${tooMany} }`);
    for (let round = 0; round < 2; round += 1) {
      expect(codeOf(() => enforceQueryLimits(schema, heavy.document, heavy.operation, {}))).toBe('QUERY_TOO_COMPLEX');
    }
    const { document, operation } = parsed('query ($id: ID!) { transaction(id: $id) { id } }');
    expect(codeOf(() => enforceQueryLimits(schema, document, operation, { id: 'a' }))).toBe('passed');
    expect(codeOf(() => enforceQueryLimits(schema, document, operation, { id: 'b' }))).toBe('passed');
    const missing = codeOf(() => enforceQueryLimits(schema, document, operation, {}));
    expect(missing).toMatch(/Variable "\$id" of required type "ID!" was not provided/);
  });
});
