export * from './lib/create-apollo-client';
export * from './lib/admin-session';
export { graphql } from './gql';
export * from './gql/graphql';
