import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
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
  type GraphQLField,
  type GraphQLNamedType,
  type OperationDefinitionNode,
  type ParseOptions,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/**
 * What one GraphQL operation may ask for. The site's own documents (libs/web/graphql/src/gql) stay well inside
 * (graphql-limits.suite.ts checks every one); a hostile query that nests, aliases or repeats fields to multiply
 * the work is refused before anything is executed.
 */
export const GRAPHQL_LIMITS = {
  /** Selection depth, fragments included (the deepest site document reaches 4). */
  maxDepth: 8,
  /** Aliases per operation (the site uses none). */
  maxAliases: 10,
  /** Lexical tokens per document, counted by graphql-js while parsing (the largest site document has under 50). */
  maxTokens: 1000,
  /** graphql-armor's cost: 2 per object, 1 per scalar, multiplied by 1.5 per level of depth (the site's costliest is 59). */
  maxCost: 1000,
  /**
   * Values one operation may ask for, counting each field once per row of every paginated list above it (`first` or
   * `limit`; a variable counts as the cap, 100). graphql-armor's cost ignores list sizes; this does not: the collars
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

/** Validation rules added to graphql-js's own (graphql-armor); `exposeLimits: false` keeps the numbers private. */
export function graphqlLimitRules(): ValidationRule[] {
  return [
    maxDepthRule({ n: GRAPHQL_LIMITS.maxDepth, exposeLimits: false, errorMessage: 'Query is too deep', ...reportToContext }),
    maxAliasesRule({ n: GRAPHQL_LIMITS.maxAliases, exposeLimits: false, errorMessage: 'Query uses too many aliases', ...reportToContext }),
    costLimitRule({ maxCost: GRAPHQL_LIMITS.maxCost, exposeLimits: false, errorMessage: 'Query is too expensive', ...reportToContext }),
    listValuesRule,
  ];
}

/** graphql-js appends "Did you mean ...?" to some errors, which spells out the schema; production leaves it out. */
export function withoutSuggestions(message: string): string {
  return message.replace(/ ?Did you mean(.+?)\?$/, '');
}
