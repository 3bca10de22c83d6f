// Page views and clicks in the database: the ingest batcher, the daily aggregates and their roll-up, the visitor
// hash and its salt, the newsletter's click counts.
// The suites run in this one Jest file so that their modules load once for all of them (a Jest file loads its own
// copy of every module); each is required inside its describe block, which scopes its hooks, its own database, to
// it.

describe('event-batcher', () => {
  require('./lib/event-batcher.suite');
});
describe('daily-aggregates', () => {
  require('./lib/daily-aggregates.suite');
});
describe('analytics-rollup', () => {
  require('./lib/analytics-rollup.suite');
});
describe('visitor-hasher', () => {
  require('./lib/visitor-hasher.suite');
});
describe('newsletter-clicks', () => {
  require('./lib/newsletter-clicks.suite');
});
