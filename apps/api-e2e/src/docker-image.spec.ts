import fs from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { REPO_ROOT } from './support/built-server';

// The Docker image's runtime stage keeps only the production dependencies (`npm prune --omit=dev`) next to dist/.
// No Docker engine runs in the tests, so what that stage must contain is checked from the build output instead.

const packageJson = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };

/** `@apollo/client/react` -> `@apollo/client`; `graphql/language` -> `graphql`. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const BARE = /^(@[a-z0-9][a-z0-9._-]*\/)?[a-z0-9][a-z0-9._-]*(\/[\w./-]*)?$/;

/** The npm packages a built file loads at run time (require, static and dynamic import), without Node's own modules. */
function packagesLoadedBy(file: string): string[] {
  const code = fs.readFileSync(file, 'utf8');
  const specifiers = [...code.matchAll(/(?:require\(|import\(|\bfrom\s*)\s*["']([^"']+)["']/g)].map((match) => match[1] ?? '');
  return specifiers.filter((specifier) => BARE.test(specifier) && !isBuiltin(specifier)).map(packageOf);
}

function filesUnder(dir: string, extension: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(extension))
    .map((file) => path.join(dir, file));
}

/** The instructions of one stage of the Dockerfile, continuation lines joined. */
function dockerStage(name: string): string[] {
  const lines = fs
    .readFileSync(path.join(REPO_ROOT, 'Dockerfile'), 'utf8')
    .replace(/\\\n\s*/g, ' ')
    .split('\n');
  const start = lines.findIndex((line) => new RegExp(`^FROM \\S+ AS ${name}$`, 'i').test(line));
  const end = lines.findIndex((line, index) => index > start && /^FROM /i.test(line));
  return lines.slice(start, end === -1 ? undefined : end).filter((line) => line.trim() && !line.startsWith('#'));
}

describe('what the Docker image needs at run time', () => {
  it('every package the server bundle and the server-rendering bundle load is a production dependency', () => {
    const loaded = new Set([
      ...packagesLoadedBy(path.join(REPO_ROOT, 'dist/apps/api/main.js')),
      ...filesUnder(path.join(REPO_ROOT, 'dist/apps/web/server'), '.mjs').flatMap(packagesLoadedBy),
      // TypeORM loads its driver by name: the bundle never names it.
      'sqlite3',
      'pg',
    ]);
    expect(loaded.size).toBeGreaterThan(10);
    expect([...loaded].filter((name) => !(name in packageJson.dependencies)).sort()).toEqual([]);
  });

  it('runs the runtime stage as a non-root user on the Debian release and Node major the native modules were built for', () => {
    const build = dockerStage('build');
    const runtime = dockerStage('runtime');
    const [, buildImage] = /^FROM (\S+)/.exec(build[0] ?? '') ?? [];
    const [, runtimeImage] = /^FROM (\S+)/.exec(runtime[0] ?? '') ?? [];
    // node:20-bookworm builds sqlite3 and argon2; node:20-bookworm-slim must be the same Node ABI and glibc.
    expect(buildImage).toMatch(/^node:(\d+)-(\w+)$/);
    expect(runtimeImage).toBe(`${buildImage}-slim`);
    expect(build.join('\n')).toMatch(/npm prune --omit=dev/);
    const copied = runtime.filter((line) => /^COPY --from=build /.test(line)).map((line) => line.split(/\s+/)[2]);
    expect(copied).toEqual(expect.arrayContaining(['/app/node_modules', '/app/dist/apps/api', '/app/dist/apps/web']));
    expect(runtime.find((line) => /^USER /.test(line))).toMatch(/^USER (?!root\b|0\b)\S+$/);
    expect(runtime.find((line) => /^HEALTHCHECK /.test(line))).toContain('/healthz');
    expect(runtime.find((line) => /^CMD /.test(line))).toBe('CMD ["node", "dist/apps/api/main.js"]');
  });
});
