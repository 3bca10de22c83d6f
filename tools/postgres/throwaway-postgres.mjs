// A throwaway PostgreSQL server for tests: a fresh cluster in a temporary directory, listening only on
// 127.0.0.1 (trust authentication, so no password exists anywhere), stopped and deleted by stop().
// PostgreSQL refuses to run as root, so as root the cluster belongs to the `postgres` user (runuser).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const DEBIAN_PACKAGE = 'postgresql';
const BINARIES = ['initdb', 'pg_ctl', 'postgres'];

function binDirCandidates() {
  const fromEnv = process.env.PG_BIN_DIR ? [process.env.PG_BIN_DIR] : [];
  const debian = fs.existsSync('/usr/lib/postgresql')
    ? fs
        .readdirSync('/usr/lib/postgresql')
        .filter((version) => /^\d+$/.test(version))
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => `/usr/lib/postgresql/${version}/bin`)
    : [];
  // 15 first: the version the project is tested on.
  return [...fromEnv, '/usr/lib/postgresql/15/bin', ...debian];
}

const findBinDir = () => binDirCandidates().find((dir) => BINARIES.every((name) => fs.existsSync(path.join(dir, name))));

/** The directory holding initdb, pg_ctl and postgres; installs Debian's package when root on Debian, else throws. */
export function ensurePostgresBinaries() {
  let dir = findBinDir();
  if (dir) return dir;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.error(`PostgreSQL server binaries are missing: installing Debian package "${DEBIAN_PACKAGE}" with apt-get ...`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: ['ignore', 2, 2], env });
    execFileSync('apt-get', ['install', '-y', '-qq', DEBIAN_PACKAGE], { stdio: ['ignore', 2, 2], env });
    dir = findBinDir();
  }
  if (!dir) {
    throw new Error(
      'The PostgreSQL tests need the PostgreSQL 15 server binaries (initdb, pg_ctl, postgres) and they are missing.\n' +
        `  Debian/Ubuntu: sudo apt-get install -y ${DEBIAN_PACKAGE}\n` +
        '  Or point PG_BIN_DIR at the directory holding them.\n' +
        'The PostgreSQL tests were NOT run.',
    );
  }
  return dir;
}

/** TEST_POSTGRES_PORT when set, otherwise a port the kernel reports free on 127.0.0.1. */
async function choosePort() {
  const fixed = process.env.TEST_POSTGRES_PORT;
  if (fixed) return Number(fixed);
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function postgresUser() {
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid };
}

/**
 * Starts a fresh PostgreSQL cluster. Resolves to { url, port, dir, stop }; `url` names the `postgres`
 * database as the `postgres` superuser. Durability is off (fsync) because the data is thrown away.
 */
export async function startThrowawayPostgres() {
  const binDir = ensurePostgresBinaries();
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bcg-postgres-'));
  const run = (binary, args, options = {}) => {
    const file = path.join(binDir, binary);
    const [command, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
    return execFileSync(command, argv, { stdio: ['ignore', 'pipe', 'pipe'], cwd: dir, ...options });
  };
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  let started = false;
  const stop = () => {
    if (started) {
      try {
        run('pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate', '-w', '-t', '30']);
      } catch {
        // Already gone (for example killed with the terminal's process group): only the directory is left.
      }
      started = false;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (asRoot) {
      const { uid, gid } = postgresUser();
      fs.chownSync(dir, uid, gid);
    }
    run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync', '--no-instructions']);
    const port = await choosePort();
    const serverOptions = [
      `-p ${port}`,
      "-c listen_addresses='127.0.0.1'",
      `-c unix_socket_directories='${dir}'`,
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=200',
    ].join(' ');
    started = true;
    try {
      run('pg_ctl', ['start', '-D', dataDir, '-l', logFile, '-o', serverOptions, '-w', '-t', '60']);
    } catch (error) {
      const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
      throw new Error(`PostgreSQL did not start on 127.0.0.1:${port}: ${error.message}\n${log}`);
    }
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, dir, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
