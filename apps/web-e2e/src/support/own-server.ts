import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '../../../..');

/** A server of the test's own (built server, own port, own SQLite file), for data the shared e2e server must not see. */
export class OwnServer {
  private child?: ChildProcess;
  private output = '';

  constructor(
    readonly port: number,
    readonly databaseFile: string,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts `node dist/apps/api/main.js` (migrating and seeding an empty database) and waits until it answers. */
  async start(): Promise<void> {
    const child = spawn(process.execPath, ['dist/apps/api/main.js'], {
      cwd: REPO_ROOT,
      env: { PATH: process.env['PATH'], PORT: String(this.port), HOST: '127.0.0.1', SITE_URL: this.url, DATABASE_URL: this.databaseFile, ADMIN_PASSWORD: 'xss-admin-password', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout?.on('data', (chunk) => (this.output += chunk));
    child.stderr?.on('data', (chunk) => (this.output += chunk));
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${this.output}`);
      const ok = await fetch(`${this.url}/api/faqs`).then((response) => response.ok, () => false);
      if (ok) return;
      if (Date.now() > deadline) throw new Error(`The server did not answer within 60 s:\n${this.output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }

  /** Inserts published articles while the server is stopped (tools/e2e/insert-articles.mjs). */
  insertArticles(articles: unknown[]): void {
    const file = path.join(path.dirname(this.databaseFile), 'articles.json');
    fs.writeFileSync(file, JSON.stringify(articles));
    execFileSync(process.execPath, ['tools/e2e/insert-articles.mjs', this.databaseFile, file], { cwd: REPO_ROOT, stdio: 'pipe' });
  }
}

export function freshDirectory(relative: string): string {
  const dir = path.join(REPO_ROOT, relative);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}
