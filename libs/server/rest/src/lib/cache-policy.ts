/**
 * What a route asks of the server's response cache (Fastify route `config.responseCache`): a public read, a
 * GraphQL endpoint (only queries without a session are cached) or a server-rendered page.
 */
export type CachePolicy = 'public-read' | 'graphql' | 'page';

declare module 'fastify' {
  interface FastifyContextConfig {
    responseCache?: CachePolicy;
  }
}
