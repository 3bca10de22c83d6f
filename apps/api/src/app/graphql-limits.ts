import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import {
  getNamedType,
  GraphQLError,
  isInterfaceType,
  isObjectType,
  Kind,
  type FieldNode,
  type FragmentDefinitionNode,
  type FragmentSpreadNode,
  type InlineFragmentNode,
  type GraphQLField,
  type GraphQLNamedType,
  type OperationDefinitionNode,
  type ParseOptions,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/**
 * What one GraphQL operation may ask for. The site's own documents (libs/web/graphql/src/gql), as the browser sends
 * them (the admin's through Apollo Client, which adds `__typename` to every selection), stay inside:
 * graphql-limits.suite.ts sends every one to a production server. A hostile query that nests, aliases or repeats
 * fields to multiply the work is refused before anything is executed.
 */
export const GRAPHQL_LIMITS = {
  /** Selection depth, fragments included (the deepest site document reaches 7). */
  maxDepth: 8,
  /** Aliases per operation (the site uses none). */
  maxAliases: 10,
  /** Lexical tokens per document, counted by graphql-js while parsing (the largest site document, as sent, has about 160). */
  maxTokens: 1000,
  /**
   * The cost of the fields asked for: 2 per object, 1 per scalar, `__typename` nothing, multiplied by 1.5 per level
   * of depth and of fragment (the site's costliest document is about 400). Rows are counted by maxListValues.
   */
  maxCost: 1000,
  /**
   * Values one operation may ask for, counting each field once per row of every paginated list above it (`first` or
   * `limit`; a variable counts as the cap, 100). The cost above ignores list sizes; this does not: the collars
   * page at its cap is about 2,000, ten aliased 100-row pages of collars with their related collars are refused.
   */
  maxListValues: 10_000,
} as const;

/** The most rows a `first` or `limit` may ask for (their validation caps both at 100). */
const MAX_LIST_ARGUMENT = 100;
const LIST_SIZE_ARGUMENTS = ['first', 'limit'];

/** How many rows a field returns per parent row, as far as the document says: its literal `first`/`limit`, else the cap. */
function rowsOf(node: FieldNode, field: GraphQLField<unknown, unknown>): number {
  if (!field.args.some((arg) => LIST_SIZE_ARGUMENTS.includes(arg.name))) return 1;
  const given = node.arguments?.find((argument) => LIST_SIZE_ARGUMENTS.includes(argument.name.value))?.value;
  return given?.kind === Kind.INT ? Math.min(Number(given.value), MAX_LIST_ARGUMENT) : MAX_LIST_ARGUMENT;
}

/** Refuses an operation whose fields, multiplied by the page sizes of the lists they sit in, exceed maxListValues. */
function listValuesRule(context: ValidationContext) {
  const schema = context.getSchema();
  const fragments = new Map(
    context
      .getDocument()
      .definitions.filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const count = (selectionSet: SelectionSetNode, type: GraphQLNamedType | undefined, rows: number, seen: Set<string>): number => {
    let total = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const field = isObjectType(type) || isInterfaceType(type) ? type.getFields()[selection.name.value] : undefined;
        const fieldRows = field ? rows * rowsOf(selection, field) : rows;
        total += fieldRows;
        if (selection.selectionSet && field) total += count(selection.selectionSet, getNamedType(field.type), fieldRows, seen);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const inner = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type;
        total += count(selection.selectionSet, inner ?? undefined, rows, seen);
      } else {
        // A fragment cycle is reported by graphql-js's own NoFragmentCycles rule; it is not followed here.
        const fragment = fragments.get(selection.name.value);
        if (!fragment || seen.has(fragment.name.value)) continue;
        const inner = schema.getType(fragment.typeCondition.name.value) ?? undefined;
        total += count(fragment.selectionSet, inner, rows, new Set([...seen, fragment.name.value]));
      }
    }
    return total;
  };
  return {
    OperationDefinition(operation: OperationDefinitionNode) {
      const root = schema.getRootType(operation.operation) ?? undefined;
      if (count(operation.selectionSet, root, 1, new Set()) > GRAPHQL_LIMITS.maxListValues) {
        context.reportError(new GraphQLError('Query asks for too many rows'));
      }
    },
  };
}

const OBJECT_COST = 2;
const SCALAR_COST = 1;
const DEPTH_COST_FACTOR = 1.5;

/**
 * Refuses an operation that costs more than maxCost. graphql-armor's formula (its cost-limit rule's defaults: an object
 * 2, a scalar 1, what a selection holds 1.5 times its own cost, a fragment spread 1 plus 1.5 times its fragment, each
 * fragment counted once per operation and then reused), with two changes. `__typename` costs nothing: Apollo Client
 * adds it to every selection set, so the admin's lists cost about a sixth more than their documents say. And a literal
 * `first` does not multiply: graphql-armor multiplied by it but not by a variable (`first: 100` cost a hundred times
 * what `first: $n` did, which is how the dashboard's own 100-article list was refused); rows are listValuesRule's.
 */
function costRule(context: ValidationContext) {
  const fragmentCosts = new Map<string, number>();
  const costOf = (node: FieldNode | InlineFragmentNode | FragmentSpreadNode | FragmentDefinitionNode): number => {
    // The meta-fields: `__typename`, and introspection's `__schema` and `__type` (refused in production; in development
    // graphql-armor left `__schema` free too).
    if (node.kind === Kind.FIELD && node.name.value.startsWith('__')) return 0;
    if (node.kind === Kind.FRAGMENT_SPREAD) {
      const name = node.name.value;
      const known = fragmentCosts.get(name);
      // A fragment met again (or inside itself, which graphql-js reports as a cycle) costs what it cost the first time.
      if (known !== undefined) return SCALAR_COST + DEPTH_COST_FACTOR * Math.max(known, 0);
      fragmentCosts.set(name, -1);
      const fragment = context.getFragment(name);
      if (!fragment) return SCALAR_COST;
      const cost = costOf(fragment);
      fragmentCosts.set(name, cost);
      return SCALAR_COST + DEPTH_COST_FACTOR * cost;
    }
    if (!node.selectionSet) return SCALAR_COST;
    return node.selectionSet.selections.reduce((total, child) => total + DEPTH_COST_FACTOR * costOf(child), OBJECT_COST);
  };
  return {
    OperationDefinition(operation: OperationDefinitionNode) {
      const cost = operation.selectionSet.selections.reduce((total, child) => total + costOf(child), 0);
      if (cost > GRAPHQL_LIMITS.maxCost) context.reportError(new GraphQLError('Query is too expensive'));
    },
  };
}

/** Parser options: graphql-js stops parsing a document with more tokens than this, before validation. */
export const GRAPHQL_PARSE_OPTIONS: ParseOptions = { maxTokens: GRAPHQL_LIMITS.maxTokens };

/**
 * graphql-armor's rules throw by default (the envelop way), which Apollo would answer with a 500; reporting the
 * error to the validation context makes it an ordinary 400 GRAPHQL_VALIDATION_FAILED.
 */
const reportToContext = {
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) =>
      context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, ''))),
  ],
};

/**
 * Validation rules added to graphql-js's own: graphql-armor's depth and alias limits (`exposeLimits: false` keeps the
 * numbers private, as the messages of the cost and row rules do).
 */
export function graphqlLimitRules(): ValidationRule[] {
  return [
    maxDepthRule({ n: GRAPHQL_LIMITS.maxDepth, exposeLimits: false, errorMessage: 'Query is too deep', ...reportToContext }),
    maxAliasesRule({ n: GRAPHQL_LIMITS.maxAliases, exposeLimits: false, errorMessage: 'Query uses too many aliases', ...reportToContext }),
    costRule,
    listValuesRule,
  ];
}

/** graphql-js appends "Did you mean ...?" to some errors, which spells out the schema; production leaves it out. */
export function withoutSuggestions(message: string): string {
  return message.replace(/ ?Did you mean(.+?)\?$/, '');
}
