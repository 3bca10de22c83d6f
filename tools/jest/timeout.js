// Every project's tests: 30 s per test and hook instead of Jest's 5 s (see jest.preset.js).
jest.setTimeout(30_000);
