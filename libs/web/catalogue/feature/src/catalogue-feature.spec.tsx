// The catalogue's pages and widgets: loading states, the review page, the comparison, price alerts, the price history chart and the review's structured data.
// The suites run in this one Jest file so that React, the DOM library and the components load once for all of them
// (a Jest file loads its own copy of every module); each is required inside its describe block, which scopes its
// hooks to it (`suite`, which also clears localStorage after it). Testing Library's clean-up is registered here, for
// every block.
import '@testing-library/react';
import { suite } from '@bcg/web/shared/testing';

// Jest gives every test file CommonJS `require`; the web's programs leave Node's types out.
declare const require: (id: string) => unknown;

suite('catalog-loading', () => require('./lib/catalog-loading.suite'));
suite('collar-review-page', () => require('./lib/collar-review-page.suite'));
suite('compare-page', () => require('./lib/compare-page.suite'));
suite('price-alert-form', () => require('./lib/price-alert-form.suite'));
suite('price-history-chart', () => require('./lib/price-history-chart.suite'));
suite('review-schema', () => require('./lib/review-schema.suite'));
