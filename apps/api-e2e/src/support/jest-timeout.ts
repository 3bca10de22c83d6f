// Starting servers, 1000 requests and 20 crash-restarts take longer than Jest's 5 s default (testTimeout is
// global-only in a multi-project run, so it is set here).
jest.setTimeout(240_000);
