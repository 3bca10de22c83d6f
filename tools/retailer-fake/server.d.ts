// Types of the `@bcg/testing/retailer-fake` entry point (server.mjs).
export * from './fake-creators-api.mjs';
export { SEED_CATALOGUE } from './catalogue.mjs';
