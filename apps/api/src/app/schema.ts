import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import type { RequestContext } from '@bcg/server/core';
import { buildSchema, type AuthChecker, type ContainerType } from 'type-graphql';
import { RESOLVERS } from './services';

/** The gateway schema; @Authorized fields pass only with a live admin session (checked by `authChecker`); input is validated by class-validator before any resolver runs. */
export function buildAppSchema(container: ContainerType, authChecker: AuthChecker<RequestContext> = () => false): Promise<GraphQLSchema> {
  return buildSchema({ resolvers: RESOLVERS, container, authChecker, validate: { forbidUnknownValues: false } });
}

/** Stable SDL (sorted) so the committed schema.graphql changes only when the API does. */
export function printAppSchema(schema: GraphQLSchema): string {
  return printSchema(lexicographicSortSchema(schema)) + '\n';
}
