// Newsletter issues in the database: writing and sending them, each reader's copy, the sender, the archive. (The crash
// test, a long one that starts processes, is a Jest file of its own: send/newsletter-crash.spec.ts.)
// The suites run in this one Jest file so that their modules load once for all of them (a Jest file loads its own
// copy of every module); each is required inside its describe block, which scopes its hooks, its own database, to
// it.

describe('newsletter.service', () => {
  require('./lib/newsletter.service.suite');
});
describe('newsletter-email.renderer', () => {
  require('./lib/render/newsletter-email.renderer.suite');
});
describe('newsletter-sender', () => {
  require('./lib/send/newsletter-sender.suite');
});
describe('newsletter-archive.service', () => {
  require('./lib/archive/newsletter-archive.service.suite');
});
