import {
  BREAK,
  GraphQLError,
  Kind,
  getVariableValues,
  isObjectType,
  isInterfaceType,
  visit,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { getComplexity, simpleEstimator, fieldExtensionsEstimator } from 'graphql-query-complexity';

export const MAX_QUERY_DEPTH = 12;
/**
 * Introspection nests deeper by design: the explorer's standard query follows a type's ofType chain nine
 * levels down. It reads only the schema, and the complexity limit still bounds its breadth.
 */
export const MAX_INTROSPECTION_DEPTH = 20;
export const MAX_QUERY_COMPLEXITY = 2000;

function depthOf(
  selectionSet: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  seen: Set<string>,
): number {
  let deepest = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value === '__typename') continue;
      const below = selection.selectionSet ? depthOf(selection.selectionSet, fragments, seen) : 0;
      deepest = Math.max(deepest, 1 + below);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, depthOf(selection.selectionSet, fragments, seen));
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment || seen.has(name)) continue;
      deepest = Math.max(deepest, depthOf(fragment.selectionSet, fragments, new Set([...seen, name])));
    }
  }
  return deepest;
}

function tooComplex(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'QUERY_TOO_COMPLEX', http: { status: 400 } } });
}

/**
 * Operations of a parsed document that passed both limits. Apollo hands the same parsed document to every request
 * with the same query text, and the complexity walk costs more than running a small query, so it is done once per
 * document when its result cannot change from one request to the next (see {@link limitsDependOnVariables}).
 */
const passedOperations = new WeakMap<DocumentNode, WeakSet<OperationDefinitionNode>>();
const schemaComplexityUsesArguments = new WeakMap<GraphQLSchema, boolean>();

/**
 * Whether the variables can change an operation's depth or complexity: through @include / @skip, or through a
 * field that declares its own complexity (a function of its arguments). Depth never depends on them.
 */
function limitsDependOnVariables(schema: GraphQLSchema, document: DocumentNode): boolean {
  let fieldComplexity = schemaComplexityUsesArguments.get(schema);
  if (fieldComplexity === undefined) {
    fieldComplexity = Object.values(schema.getTypeMap()).some(
      (type) =>
        (isObjectType(type) || isInterfaceType(type)) &&
        Object.values(type.getFields()).some((field) => field.extensions.complexity !== undefined),
    );
    schemaComplexityUsesArguments.set(schema, fieldComplexity);
  }
  if (fieldComplexity) return true;
  let conditional = false;
  visit(document, {
    Directive(node) {
      if (node.name.value === 'include' || node.name.value === 'skip') {
        conditional = true;
        return BREAK;
      }
      return undefined;
    },
  });
  return conditional;
}

/** Rejects an operation that nests too deeply or asks for too much, before anything runs. */
export function enforceQueryLimits(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | undefined,
): void {
  if (passedOperations.get(document)?.has(operation)) {
    // The complexity walk also coerces the variables and fails on the last bad one: the same answer here.
    const { errors } = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {});
    const last = errors?.[errors.length - 1];
    if (last) throw last;
    return;
  }
  checkQueryLimits(schema, document, operation, variables);
  if (limitsDependOnVariables(schema, document)) return;
  const passed = passedOperations.get(document) ?? new WeakSet<OperationDefinitionNode>();
  passed.add(operation);
  passedOperations.set(document, passed);
}

function checkQueryLimits(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | undefined,
): void {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const introspection = operation.selectionSet.selections.every(
    (selection) => selection.kind === Kind.FIELD && selection.name.value.startsWith('__'),
  );
  const limit = introspection ? MAX_INTROSPECTION_DEPTH : MAX_QUERY_DEPTH;
  const depth = depthOf(operation.selectionSet, fragments, new Set());
  if (depth > limit) throw tooComplex(`Query depth ${depth} exceeds the limit of ${limit}`);
  const complexity = getComplexity({
    schema,
    query: document,
    operationName: operation.name?.value,
    variables: variables ?? {},
    estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
  });
  if (complexity > MAX_QUERY_COMPLEXITY) {
    throw tooComplex(`Query complexity ${complexity} exceeds the limit of ${MAX_QUERY_COMPLEXITY}`);
  }
}
