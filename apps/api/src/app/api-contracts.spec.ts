// The public APIs' contracts: GraphQL and REST answers, paging, limits on what a request may ask, hostile input,
// text with NUL characters, health and readiness.
// The suites run in this one Jest file so that the app's modules load once for all of them (a Jest file loads its own
// copy of every module); each is required inside its describe block, which scopes its hooks, its own app and
// database, to it.

describe('graphql', () => {
  require('./graphql.suite');
});
describe('graphql-contract', () => {
  require('./graphql-contract.suite');
});
describe('graphql-limits', () => {
  require('./graphql-limits.suite');
});
describe('rest-contract', () => {
  require('./rest-contract.suite');
});
describe('rest-paging', () => {
  require('./rest-paging.suite');
});
describe('pagination', () => {
  require('./pagination.suite');
});
describe('input-limits', () => {
  require('./input-limits.suite');
});
describe('input-fuzz', () => {
  require('./input-fuzz.suite');
});
describe('nul-text', () => {
  require('./nul-text.suite');
});
describe('health', () => {
  require('./health.suite');
});
