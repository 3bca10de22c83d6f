// Fails when the committed GraphQL schema or the web app's generated documents are out of date.
// The schema is printed by the built API (npm run build first), codegen runs in --check mode.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const committed = 'apps/api/schema.graphql';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bcg-schema-'));
let printed;
try {
  const fresh = path.join(dir, 'schema.graphql');
  execFileSync(process.execPath, ['dist/apps/api/main.js', '--emit-schema', fresh], { stdio: 'ignore' });
  printed = fs.readFileSync(fresh, 'utf8');
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
if (!fs.existsSync(committed) || printed !== fs.readFileSync(committed, 'utf8')) {
  console.error(`${committed} is stale: the API's schema changed. Run "npm run codegen" and commit the result.`);
  process.exit(1);
}
const check = spawnSync('npx', ['graphql-codegen', '--config', 'codegen.ts', '--check'], { stdio: 'inherit' });
if (check.status !== 0) {
  console.error('Generated GraphQL documents (libs/web/graphql/src/gql) are stale. Run "npm run codegen" and commit the result.');
  process.exit(1);
}
console.log('schema.graphql and generated documents are up to date.');
