import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { GraphQLError, type ParseOptions, type ValidationContext, type ValidationRule } from 'graphql';

/**
 * What one GraphQL operation may ask for. The site's own documents (libs/web/graphql/src/gql) stay well inside
 * (graphql-limits.spec.ts checks every one); a hostile query that nests, aliases or repeats fields to multiply
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
} as const;

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
  ];
}

/** graphql-js appends "Did you mean ...?" to some errors, which spells out the schema; production leaves it out. */
export function withoutSuggestions(message: string): string {
  return message.replace(/ ?Did you mean(.+?)\?$/, '');
}
