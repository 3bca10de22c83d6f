// jsdom lacks a few globals that react-router 7 and Apollo Client use.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
// findBy* and waitFor give up after 1 s by default: with a test worker per core on a busy 2-core machine, a render
// has taken longer than that. A missing element still fails, after 5 s. (The DOM library holds the setting React's
// library reads; importing the React one here would register its clean-up before Jest defines afterEach.)
require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });
