// The database layer: opening a database, SQLite transactions and their scope, the rate limiter's counters, and each migration that
// moves data.
// The suites run in this one Jest file so that their modules load once for all of them (a Jest file loads its own
// copy of every module); each is required inside its describe block, which scopes its hooks, its own database, to
// it.

describe('data-source', () => {
  require('./lib/data-source.suite');
});
describe('sqlite-transactions', () => {
  require('./lib/sqlite-transactions.suite');
});
describe('transaction-scope', () => {
  require('./lib/transaction-scope.suite');
});
describe('rate-limiter', () => {
  require('./lib/rate-limit/rate-limiter.suite');
});
describe('job-lease-runs', () => {
  require('./lib/migrations/job-lease-runs.suite');
});
describe('newsletter-send-indexes', () => {
  require('./lib/migrations/newsletter-send-indexes.suite');
});
describe('outbox-list-index', () => {
  require('./lib/migrations/outbox-list-index.suite');
});
describe('outbox-transactional-order', () => {
  require('./lib/migrations/outbox-transactional-order.suite');
});
describe('price-checked-at-nullable', () => {
  require('./lib/migrations/price-checked-at-nullable.suite');
});
describe('price-alert-pending-mark', () => {
  require('./lib/migrations/price-alert-pending-mark.suite');
});
describe('product-image-alt', () => {
  require('./lib/migrations/product-image-alt.suite');
});
describe('product-reviews', () => {
  require('./lib/migrations/product-reviews.suite');
});
describe('subscriber-addresses-breed', () => {
  require('./lib/migrations/subscriber-addresses-breed.suite');
});
describe('subscriber-opt-in', () => {
  require('./lib/migrations/subscriber-opt-in.suite');
});
