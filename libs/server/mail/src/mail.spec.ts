// The outbox and its delivery: queueing, sending with retries, and the suppression list.
// The suites run in this one Jest file so that their modules load once for all of them (a Jest file loads its own
// copy of every module); each is required inside its describe block, which scopes its hooks, its own database, to
// it.

describe('outbox.service', () => {
  require('./lib/outbox.service.suite');
});
describe('mail-sender', () => {
  require('./lib/mail-sender.suite');
});
describe('mail-suppression.service', () => {
  require('./lib/mail-suppression.service.suite');
});
