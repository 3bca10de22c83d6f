import sqlite3 from 'sqlite3';

/** Runs one query on an existing SQLite file (outside the server process) and closes it. */
export function queryFile<T = Record<string, unknown>>(file: string, sql: string, params: unknown[] = []): Promise<T[]> {
  return new Promise((resolve, reject) => {
    const db = new sqlite3.Database(file, sqlite3.OPEN_READWRITE, (openError) => {
      if (openError) return reject(openError);
      db.all(sql, params, (error, rows) => {
        db.close();
        if (error) reject(error);
        else resolve(rows as T[]);
      });
    });
  });
}

/** PRAGMA integrity_check of a SQLite file: "ok" when sound. */
export async function integrityCheck(file: string): Promise<string> {
  const rows = await queryFile<{ integrity_check: string }>(file, 'PRAGMA integrity_check');
  return rows.map((row) => row.integrity_check).join('\n');
}
