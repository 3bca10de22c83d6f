// The site's shared components and helpers: navigation, head tags, structured data, formats, islands.
// The suites run in this one Jest file so that React, the DOM library and the components load once for all of them
// (a Jest file loads its own copy of every module); each is required inside its describe block, which scopes its
// hooks to it (`suite`, which also clears localStorage after it). Testing Library's clean-up is registered here, for
// every block.
import '@testing-library/react';
import { suite } from './testing';

// Jest gives every test file CommonJS `require`; the web's programs leave Node's types out.
declare const require: (id: string) => unknown;

suite('deferred-module', () => require('./lib/deferred-module.suite'));
suite('format', () => require('./lib/format.suite'));
suite('head-tags', () => require('./lib/head-tags.suite'));
suite('mobile-nav-drawer', () => require('./lib/mobile-nav-drawer.suite'));
suite('navigation', () => require('./lib/navigation.suite'));
suite('page-meta', () => require('./lib/page-meta.suite'));
suite('static-island', () => require('./lib/static-island.suite'));
suite('structured-data', () => require('./lib/structured-data.suite'));
