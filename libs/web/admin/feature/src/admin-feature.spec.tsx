// The owner's dashboard: its tabs, tables, forms and editors, and the hooks behind them.
// The suites run in this one Jest file so that React, the DOM library and the components load once for all of them
// (a Jest file loads its own copy of every module); each is required inside its describe block, which scopes its
// hooks to it (`suite`, which also clears localStorage after it). Testing Library's clean-up is registered here, for
// every block.
import '@testing-library/react';
import { suite } from '@bcg/web/shared/testing';

// Jest gives every test file CommonJS `require`; the web's programs leave Node's types out.
declare const require: (id: string) => unknown;

suite('admin-login-page', () => require('./lib/admin-login-page.suite'));
suite('admin-table-controls', () => require('./lib/admin-table-controls.suite'));
suite('analytics-tab', () => require('./lib/analytics-tab.suite'));
suite('article-editor', () => require('./lib/article-editor.suite'));
suite('articles-table', () => require('./lib/articles-table.suite'));
suite('catalogue-transfer', () => require('./lib/catalogue-transfer.suite'));
suite('category-select', () => require('./lib/category-select.suite'));
suite('dashboard-view', () => require('./lib/dashboard-view.suite'));
suite('messages-table', () => require('./lib/messages-table.suite'));
suite('newsletter-report', () => require('./lib/newsletter-report.suite'));
suite('newsletter-send-panel', () => require('./lib/newsletter-send-panel.suite'));
suite('outbox-table', () => require('./lib/outbox-table.suite'));
suite('product-form-state', () => require('./lib/product-form-state.suite'));
suite('product-image-upload', () => require('./lib/product-image-upload.suite'));
suite('product-retailer-panel', () => require('./lib/product-retailer-panel.suite'));
suite('products-tab', () => require('./lib/products-tab.suite'));
suite('retailer-tab', () => require('./lib/retailer-tab.suite'));
suite('retailer-words', () => require('./lib/retailer-words.suite'));
suite('revision-changes', () => require('./lib/revision-changes.suite'));
suite('status-badge', () => require('./lib/status-badge.suite'));
suite('submissions-table', () => require('./lib/submissions-table.suite'));
suite('subscribers-table', () => require('./lib/subscribers-table.suite'));
suite('suppressed-addresses', () => require('./lib/suppressed-addresses.suite'));
suite('use-unsaved-draft', () => require('./lib/use-unsaved-draft.suite'));
suite('zoned-time', () => require('./lib/zoned-time.suite'));
