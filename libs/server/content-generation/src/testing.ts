// Test-only entry point (@bcg/server/content-generation/testing): a local fake of Perplexity's API. Kept out of
// @bcg/server/content-generation so production code cannot reach it; eslint refuses a `testing` import outside tests.
export * from './lib/testing/fake-perplexity';
