export * from './lib/create-apollo-client';
export * from './lib/admin-apollo';
export * from './lib/admin-session';
export * from './lib/use-admin-session';
export * from './lib/graphql-errors';
export * from './lib/page-data';
export * from './lib/mocked-page-data';
export { graphql } from './gql';
export * from './gql/graphql';
