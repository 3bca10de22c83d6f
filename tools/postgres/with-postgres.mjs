// Usage: node tools/postgres/with-postgres.mjs <command> [args...]
// Starts a throwaway PostgreSQL server, runs the command with TEST_POSTGRES_URL set to it, then stops the
// server and deletes its directory (also when the command fails or the run is interrupted), and exits with
// the command's status.
import { spawn } from 'node:child_process';
import { startThrowawayPostgres } from './throwaway-postgres.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('Usage: node tools/postgres/with-postgres.mjs <command> [args...]');
  process.exit(2);
}

let server;
try {
  server = await startThrowawayPostgres();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
console.error(`Throwaway PostgreSQL listening on 127.0.0.1:${server.port} (removed when the run ends)`);

let cleaned = false;
const cleanUp = () => {
  if (cleaned) return;
  cleaned = true;
  server.stop();
};
// Last resort: whatever ends this process, the server and its directory go with it.
process.on('exit', cleanUp);

const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, TEST_POSTGRES_URL: server.url } });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  // The child is told too (a terminal's Ctrl-C already reaches it); we clean up once it has ended.
  process.on(signal, () => child.kill(signal));
}
child.on('error', (error) => {
  console.error(`Could not run ${command}: ${error.message}`);
  cleanUp();
  process.exit(127);
});
child.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 128 + ({ SIGINT: 2, SIGTERM: 15, SIGHUP: 1 }[signal] ?? 1) : 1));
});
