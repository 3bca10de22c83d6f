// jsdom lacks a few globals that react-router 7 and Apollo Client use.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
