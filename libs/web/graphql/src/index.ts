export * from './lib/create-apollo-client';
export { graphql } from './gql';
export * from './gql/graphql';
