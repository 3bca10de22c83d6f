import 'reflect-metadata';
import { Column, Entity, PrimaryGeneratedColumn, type DataSource } from 'typeorm';
import { createTestDataSource } from './testing/test-data-source';

@Entity({ name: 'isolation_note' })
class IsolationNote {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', unique: true })
  text!: string;
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

// The engine the other server tests run on (SQLite by default, PostgreSQL under npm run test:pg): the guarantee holds on both.
describe('concurrent transactions', () => {
  let dataSource: DataSource;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ dataSource, close } = await createTestDataSource([IsolationNote]));
    await dataSource.query(
      'CREATE TABLE "isolation_note" ("id" integer PRIMARY KEY, "text" varchar NOT NULL UNIQUE)'.replace(
        'integer PRIMARY KEY',
        dataSource.options.type === 'postgres' ? 'serial PRIMARY KEY' : 'integer PRIMARY KEY',
      ),
    );
  });
  afterAll(() => close());

  it('a transaction that rolls back never takes the writes of other requests with it', async () => {
    const notes = dataSource.getRepository(IsolationNote);
    const failing = dataSource.transaction(async (manager) => {
      await manager.insert(IsolationNote, { text: 'rolled back' });
      // Lets the saves below start while this transaction is open.
      for (let i = 0; i < 20; i += 1) await tick();
      throw new Error('the request failed after its first write');
    });
    const saves = Array.from({ length: 20 }, (_, i) => notes.save(notes.create({ text: `saved ${i}` })));
    const [failure, ...saved] = await Promise.allSettled([failing, ...saves]);

    expect(failure?.status).toBe('rejected');
    expect(
      saved.filter((result) => result.status === 'rejected').map((result) => String((result as PromiseRejectedResult).reason)),
    ).toEqual([]);
    expect(saved.every((result) => result.status === 'fulfilled')).toBe(true);
    const texts = (await notes.find()).map((note) => note.text).sort();
    expect(texts).toEqual(Array.from({ length: 20 }, (_, i) => `saved ${i}`).sort());
  });

  it('a save answered is committed: a second connection sees it at once', async () => {
    const notes = dataSource.getRepository(IsolationNote);
    const slow = dataSource.transaction(async (manager) => {
      await manager.insert(IsolationNote, { text: 'slow' });
      for (let i = 0; i < 20; i += 1) await tick();
    });
    const saved = await notes.save(notes.create({ text: 'answered first' }));
    const { DataSource: Fresh } = await import('typeorm');
    const other = new Fresh({ ...dataSource.options, entities: [IsolationNote], migrations: [] } as ConstructorParameters<typeof Fresh>[0]);
    await other.initialize();
    try {
      expect(await other.getRepository(IsolationNote).findOneBy({ id: saved.id })).not.toBeNull();
    } finally {
      await other.destroy();
      await slow;
    }
  });
});
