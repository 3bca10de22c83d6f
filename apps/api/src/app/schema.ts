import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema, type ContainerType } from 'type-graphql';
import { RESOLVERS } from './services';

/** The gateway schema; input is validated by class-validator before any resolver runs. */
export function buildAppSchema(container: ContainerType): Promise<GraphQLSchema> {
  return buildSchema({ resolvers: RESOLVERS, container, validate: { forbidUnknownValues: false } });
}

/** Stable SDL (sorted) so the committed schema.graphql changes only when the API does. */
export function printAppSchema(schema: GraphQLSchema): string {
  return printSchema(lexicographicSortSchema(schema)) + '\n';
}
