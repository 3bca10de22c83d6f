import 'reflect-metadata';
import { createTestDataSource } from '@bcg/server/core/testing';
import { Revision } from './revision.entity';
import { RevisionService } from './revision.service';

describe('RevisionService', () => {
  let db: Awaited<ReturnType<typeof createTestDataSource>>;
  let service: RevisionService;
  beforeAll(async () => {
    db = await createTestDataSource([Revision]);
    service = new RevisionService(db.dataSource.getRepository(Revision));
  });
  afterAll(() => db.close());

  const save = (subjectId: number, state: object, previous: object | null) =>
    db.dataSource.transaction((manager) => service.record(manager, { subject: 'article', subjectId, state, previous }));

  it('numbers the saves of one article from 1, lists them newest first and names what each changed', async () => {
    await save(1, { title: 'A', body: 'x' }, null);
    await save(1, { title: 'B', body: 'x' }, { title: 'A', body: 'x' });
    const [latest, first] = await service.list('article', 1);
    expect([latest?.number, latest?.changedFields, first?.number, first?.changedFields]).toEqual([2, ['title'], 1, ['body', 'title']]);
    expect((await service.get<{ title: string }>('article', 1, first!.id))?.state).toEqual({ title: 'A', body: 'x' });
    expect(await service.get('product', 1, first!.id)).toBeNull();
  });

  it('keeps both of two saves made at the same moment, under two numbers', async () => {
    await Promise.all([save(2, { title: 'one' }, null), save(2, { title: 'two' }, null)]);
    const revisions = await service.list('article', 2);
    expect(revisions.map((revision) => revision.number).sort()).toEqual([1, 2]);
    expect(revisions.map((revision) => JSON.parse(revision.snapshot).title).sort()).toEqual(['one', 'two']);
  });

  it('rolls back with the save it belongs to', async () => {
    await expect(
      db.dataSource.transaction(async (manager) => {
        await service.record(manager, { subject: 'product', subjectId: 9, state: { name: 'x' }, previous: null });
        throw new Error('the save failed');
      }),
    ).rejects.toThrow('the save failed');
    expect(await service.list('product', 9)).toEqual([]);
  });
});
