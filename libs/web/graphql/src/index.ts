export * from './lib/create-apollo-client';
export { graphql } from './gql';
export type { FragmentType } from './gql';
export * from './gql/graphql';
