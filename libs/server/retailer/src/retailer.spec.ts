// The retailer sync against the database: what a check's outcome changes, the sync service, and the sync against the
// fake Creators API.
// The suites run in this one Jest file so that their modules load once for all of them (a Jest file loads its own
// copy of every module); each is required inside its describe block, which scopes its hooks, its own database, to
// it.

describe('check-outcome', () => {
  require('./lib/sync/check-outcome.suite');
});
describe('retailer-sync.service', () => {
  require('./lib/sync/retailer-sync.service.suite');
});
describe('retailer-sync.fake-api', () => {
  require('./lib/sync/retailer-sync.fake-api.suite');
});
describe('retailer-sync.pause', () => {
  require('./lib/sync/retailer-sync.pause.suite');
});
describe('sync-prices', () => {
  require('./lib/sync/sync-prices.suite');
});
