// Subscribers in the database: sign-up, confirmation and unsubscribe, and the preferences page's links and choices.
// The suites run in this one Jest file so that their modules load once for all of them (a Jest file loads its own
// copy of every module); each is required inside its describe block, which scopes its hooks, its own database, to
// it.

describe('lead.service', () => {
  require('./lib/lead.service.suite');
});
describe('preference-links', () => {
  require('./lib/preferences/preference-links.suite');
});
describe('preferences.service', () => {
  require('./lib/preferences/preferences.service.suite');
});
