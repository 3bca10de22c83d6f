import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, startBuiltServer, type BuiltServer } from '@bcg/testing/server-process';
import { E2E_SCRATCH_DIR } from './site';

/** A server of the test's own (built server, a free port, own SQLite file), for data the other tests of its lane must not see on the lane's server. */
export class OwnServer {
  private server?: BuiltServer;

  constructor(readonly databaseFile: string) {}

  /** Its origin; the port is the one it got at the last start (each start may get another). */
  get url(): string {
    if (!this.server) throw new Error('OwnServer.url before start()');
    return this.server.origin;
  }

  /** Starts `node dist/apps/api/main.js` (migrating and seeding an empty database) and waits until it answers. */
  async start(env: NodeJS.ProcessEnv = {}): Promise<void> {
    this.server = await startBuiltServer({
      env: { DATABASE_URL: this.databaseFile, ADMIN_PASSWORD: 'xss-admin-password', ...env },
      timeoutMs: 60_000,
    });
  }

  async stop(): Promise<void> {
    await this.server?.stop();
  }

  /** Inserts published articles while the server is stopped (tools/e2e/insert-articles.mjs). */
  insertArticles(articles: unknown[]): void {
    const file = path.join(path.dirname(this.databaseFile), 'articles.json');
    fs.writeFileSync(file, JSON.stringify(articles));
    execFileSync(process.execPath, ['tools/e2e/insert-articles.mjs', this.databaseFile, file], { cwd: REPO_ROOT, stdio: 'pipe' });
  }
}

/** An empty directory of that name among the browser tests' files (a previous run's is deleted first). */
export function freshDirectory(name: string): string {
  const dir = path.join(E2E_SCRATCH_DIR, name);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}
