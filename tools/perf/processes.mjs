// Child processes and files of the perf programs: the built server on a throw-away SQLite file, and a cleanup that
// runs on normal exit, Ctrl-C, SIGTERM and crashes so no server is left listening and no temporary file is left behind.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import serverProcess from '../testing/server-process.js';
import figures from './figures.cjs';

const cleanups = new Set();

/** Registers a synchronous cleanup step; returns a function that runs it once and unregisters it. */
export function onCleanup(step) {
  const once = () => {
    if (!cleanups.delete(once)) return;
    try {
      step();
    } catch {
      // Best effort: the process is going away anyway.
    }
  };
  cleanups.add(once);
  return once;
}

function cleanupAll() {
  for (const step of [...cleanups].reverse()) step();
}

process.once('exit', cleanupAll);
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers.`);
    cleanupAll();
    process.exit(code);
  });
}

/** A private temporary directory, removed by `remove()` or at exit at the latest. */
export function tempDir(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  return { path: dir, remove: onCleanup(() => fs.rmSync(dir, { recursive: true, force: true })) };
}

/** Integer from the environment, or the default; anything else stops the program with a clear message. */
export function envNumber(name, fallback, { min = 1 } = {}) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number >= ${min} (got "${raw}")`);
  return value;
}

/** One plain HTTP request with no Accept-Encoding (so the body is the identity bytes); resolves status, headers, body. */
export function request(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.setTimeout(15_000, () => req.destroy(new Error(`${method} ${url} timed out`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** Logs in to the dashboard of a server started by the bench; answers the session id its admin calls send. */
export async function adminSession(origin, password) {
  const answer = await request(`${origin}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  });
  const { sessionId } = JSON.parse(answer.body.toString('utf8'));
  if (!sessionId) throw new Error(`The admin login failed (${answer.status})`);
  return sessionId;
}

/** Rejects when something already listens on the port: the program would otherwise measure that instead. */
export function assertPortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () => reject(new Error(`Port ${port} on 127.0.0.1 is in use; free it or choose another port.`)));
    probe.listen(port, '127.0.0.1', () => probe.close(resolve));
  });
}

/**
 * Starts `node dist/apps/api/main.js` (build it first; tools/testing/server-process.js) on a fresh SQLite file,
 * which it migrates and seeds, and waits until it answers. Port 0 (the default) takes a free port. Resolves
 * `{ pid, origin, stop, output }`; rejects with the server's own output when it cannot start.
 */
export async function startBuiltServer({ port = 0, env = {}, timeoutMs = 90_000 } = {}) {
  if (port) await assertPortFree(port);
  const dir = tempDir('bcg-perf-').path;
  const server = await serverProcess.startBuiltServer({
    port,
    inheritEnv: true,
    timeoutMs,
    readyPath: '/api/products',
    keepOutput: 4000,
    env: {
      DATABASE_URL: path.join(dir, 'perf.sqlite'),
      NODE_ENV: 'production',
      // A fresh random password per run, never printed: nothing here logs in, but the server wants one.
      ADMIN_PASSWORD: randomBytes(24).toString('base64url'),
      ADMIN_PASSWORD_HASH: '',
      // Canonical URLs, sitemap and feed point at this very server when its port is known beforehand (Lighthouse's
      // SEO audit reads them); with port 0 they keep the server's default.
      SITE_URL: port ? `http://127.0.0.1:${port}` : undefined,
      ...env,
    },
  });
  const kill = onCleanup(() => server.child.exitCode === null && server.child.signalCode === null && server.child.kill('SIGKILL'));
  const stop = async () => {
    await server.stop(5000);
    kill();
  };
  return { pid: server.pid, origin: server.origin, stop, output: server.output };
}

/** Resident memory of a process in MB from /proc/<pid>/status (Linux); null where that is not available. */
export function rssMb(pid) {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/** Samples a process's RSS every `everyMs` until `stop()`, which returns the peak seen. */
export function sampleRss(pid, everyMs = 200) {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    const now = rssMb(pid);
    if (now !== null && (peak === null || now > peak)) peak = now;
  }, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return peak;
    },
  };
}

/** The machine the figures come from: they only make sense next to its size. */
export function machineInfo() {
  const cpus = os.cpus();
  return {
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    totalMemoryMb: Math.round(os.totalmem() / 1024 / 1024),
    loadAverage: os.loadavg().map((load) => figures.round(load, 2)),
    node: process.version,
  };
}

/** Writes the report to tmp/<kind>/<kind>-<date>.json and tmp/<kind>/latest.json; returns the dated path. */
export function writeReport(report) {
  const dir = path.resolve('tmp', report.kind);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${report.kind}-${figures.fileStamp(report.date)}.json`);
  const text = `${JSON.stringify(report, null, 2)}\n`;
  fs.writeFileSync(file, text);
  fs.writeFileSync(path.join(dir, 'latest.json'), text);
  return path.relative(process.cwd(), file);
}

/**
 * The bench's yardstick (baseline-server.mjs): a bare node:http server answering `routes` with their recorded bytes.
 * Resolves its origin and a stop function (also run at exit).
 */
export async function startBaseline(port, routes) {
  const child = fork(new URL('./baseline-server.mjs', import.meta.url), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const kill = onCleanup(() => child.exitCode === null && child.kill('SIGKILL'));
  const { listening } = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`The baseline server exited (${code}) before listening on port ${port}`)));
    child.send({ port, routes });
  });
  return { origin: `http://127.0.0.1:${listening}`, stop: kill };
}
