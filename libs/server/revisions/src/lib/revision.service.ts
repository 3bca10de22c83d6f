import type { EntityManager, Repository } from 'typeorm';
import { Revision, type RevisionSubject } from './revision.entity';

/** Advisory-lock namespace of each subject (PostgreSQL): saves of one product or article take numbers one at a time. */
const LOCK_KEYS: Record<RevisionSubject, number> = { product: 0x52455601, article: 0x52455602 };

export interface RecordRevision<T extends object> {
  subject: RevisionSubject;
  subjectId: number;
  /** The state after the save. */
  state: T;
  /** The state before it (null for a new product or article): decides `changedFields`. */
  previous: T | null;
  author?: string;
}

/** Revisions of products and articles: written by their services inside each save, listed and read for restores. */
export class RevisionService {
  constructor(private readonly revisions: Repository<Revision>) {}

  /**
   * Records a save, with the manager of the save's own transaction (a save and its revision commit together). The
   * number is the next one for the subject; two saves at once get two numbers, so both states are kept: on
   * PostgreSQL a transaction-scoped advisory lock per product or article orders them, and SQLite transactions are
   * exclusive already. The unique index is the last word either way.
   */
  async record<T extends object>(
    manager: EntityManager,
    { subject, subjectId, state, previous, author = 'admin' }: RecordRevision<T>,
  ): Promise<Revision> {
    if (manager.connection.driver.options.type === 'postgres') {
      await manager.query('SELECT pg_advisory_xact_lock($1, $2)', [LOCK_KEYS[subject], subjectId]);
    }
    const repository = manager.getRepository(Revision);
    const last = await repository.findOne({ where: { subject, subjectId }, order: { number: 'DESC' } });
    return repository.save(
      repository.create({
        subject,
        subjectId,
        number: (last?.number ?? 0) + 1,
        author,
        changedFields: changedKeys(previous, state),
        snapshot: JSON.stringify(state),
      }),
    );
  }

  /** A subject's revisions, newest first. */
  list(subject: RevisionSubject, subjectId: number): Promise<Revision[]> {
    return this.revisions.find({ where: { subject, subjectId }, order: { number: 'DESC' } });
  }

  /** One revision of a subject, with its saved state parsed; null if it is not one of that subject's. */
  async get<T>(subject: RevisionSubject, subjectId: number, id: number): Promise<{ revision: Revision; state: T } | null> {
    const revision = await this.revisions.findOne({ where: { id, subject, subjectId } });
    return revision ? { revision, state: JSON.parse(revision.snapshot) as T } : null;
  }
}

/** The keys whose values differ between two states (JSON equality); every key of `next` when there is no previous. */
function changedKeys(previous: object | null, next: object): string[] {
  const before = (previous ?? {}) as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => previous === null || JSON.stringify(before[key]) !== JSON.stringify(after[key])).sort();
}
