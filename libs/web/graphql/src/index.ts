export * from './lib/create-apollo-client';
export * from './lib/admin-session';
export * from './lib/use-admin-session';
export * from './lib/graphql-errors';
export { graphql } from './gql';
export * from './gql/graphql';
