// graphql-schema-linter (v3) configuration for the committed schema (apps/api/schema.graphql). Run it with
// `npx graphql-schema-linter -c apps/api` from the repository root; apps/api/src/app/schema-lint.spec.ts runs it in the
// tests. Every rule the linter ships runs, except those in DISABLED_RULES; `ignore` exempts single schema members.
// Each exception carries its reason here, and the test fails when one is no longer needed.
const fs = require('node:fs');
const path = require('node:path');

/** Default rules switched off, each with the reason. */
// None today: the catalogue's productsConnection follows the Relay cursor connection spec (PageInfo, edges, cursors),
// so the Relay rules all run over it.
const DISABLED_RULES = {};

/** Schema members exempt from one rule, each with its reason: { 'rule-name': { 'Type.field': 'reason' } }. None today. */
const IGNORED = {};

const rulesDirectory = path.join(path.dirname(require.resolve('graphql-schema-linter/package.json')), 'lib', 'rules');
/** The linter's built-in rules, named as its configuration names them (file relay_page_info_spec.js: relay-page-info-spec). */
const DEFAULT_RULES = fs
  .readdirSync(rulesDirectory)
  .filter((file) => file.endsWith('.js'))
  .map((file) => file.slice(0, -'.js'.length).replace(/_/g, '-'))
  .sort();

module.exports = {
  schemaPaths: ['schema.graphql'],
  rules: DEFAULT_RULES.filter((rule) => !(rule in DISABLED_RULES)),
  ignore: Object.fromEntries(Object.entries(IGNORED).map(([rule, entries]) => [rule, Object.keys(entries)])),
  // Not read by the linter: the test checks that each exception is still needed.
  DISABLED_RULES,
  IGNORED,
  DEFAULT_RULES,
};
