import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildAppSchema, printAppSchema } from './schema';

const root = path.resolve(__dirname, '../../../..');
const configDirectory = path.join(root, 'apps/api');
const committedSchema = path.join(configDirectory, 'schema.graphql');
const cli = path.join(path.dirname(createRequire(__filename).resolve('graphql-schema-linter/package.json')), 'lib/cli.js');

interface LinterConfig {
  rules: string[];
  DEFAULT_RULES: string[];
  DISABLED_RULES: Record<string, string>;
  IGNORED: Record<string, Record<string, string>>;
}
const config = createRequire(__filename)(path.join(configDirectory, 'graphql-schema-linter.config.js')) as LinterConfig;

interface LintError {
  message: string;
  rule: string;
}

/** Runs the linter's own CLI, as a developer would (`npx graphql-schema-linter -c apps/api`), with extra options. */
function lint(...options: string[]): {
  status: number | null;
  errors: LintError[];
  stderr: string;
} {
  const run = spawnSync(process.execPath, [cli, '-c', configDirectory, '--format', 'json', ...options], { cwd: root, encoding: 'utf8' });
  const errors = run.stdout ? (JSON.parse(run.stdout) as { errors: LintError[] }).errors : [];
  return { status: run.status, errors, stderr: run.stderr };
}

describe('the GraphQL schema', () => {
  it('is committed as the code builds it (else run `npm run codegen`)', async () => {
    const built = printAppSchema(await buildAppSchema());
    expect(fs.readFileSync(committedSchema, 'utf8')).toBe(built);
  });

  it("passes graphql-schema-linter's default rules, but for the exceptions written down in its config", () => {
    const result = lint();
    expect(result.stderr).toBe('');
    expect(result.errors.map((error) => `${error.rule}: ${error.message}`)).toEqual([]);
    expect(result.status).toBe(0);
  });

  it('runs every default rule that is not disabled with a reason', () => {
    expect(config.DEFAULT_RULES).toEqual(
      expect.arrayContaining([
        'fields-have-descriptions',
        'arguments-have-descriptions',
        'enum-values-have-descriptions',
        'fields-are-camel-cased',
      ]),
    );
    for (const [rule, reason] of Object.entries(config.DISABLED_RULES)) {
      expect(config.DEFAULT_RULES).toContain(rule);
      expect(reason.length).toBeGreaterThan(40);
    }
    expect([...config.rules, ...Object.keys(config.DISABLED_RULES)].sort()).toEqual(config.DEFAULT_RULES);
  });

  // A loop rather than it.each: the table is empty while every rule runs.
  it('still needs every disabled rule disabled (each reports the schema when on)', () => {
    for (const rule of Object.keys(config.DISABLED_RULES)) {
      expect(lint('--rules', rule).errors.filter((error) => error.rule === rule)).not.toEqual([]);
    }
  });

  it('still needs every ignore entry (each one silences a report)', () => {
    for (const [rule, entries] of Object.entries(config.IGNORED)) {
      const reports = lint('--rules', rule, '--ignore', '{}').errors.map((error) => error.message);
      for (const coordinate of Object.keys(entries)) expect(reports.some((message) => message.includes(`\`${coordinate}\``))).toBe(true);
    }
  });
});
