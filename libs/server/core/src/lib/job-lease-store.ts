import type { DataSource } from 'typeorm';
import { JobLease } from './job-lease.entity';

/** What the owner's status reads of a leased job: its last cycle and its wait. */
export type JobRun = Pick<JobLease, 'lastStartedAt' | 'lastFinishedAt' | 'waitUntil' | 'waitReason'>;

const NEVER = new Date(0);

/**
 * One named lease in `job_lease`, held by `holder`. Taking it is one conditional write that both engines make atomic:
 * an UPDATE of the row where it has run out or is already ours, else an INSERT that does nothing when another server
 * inserted first; whoever's name is then in the row holds it. Servers sharing one database therefore never both hold it.
 */
export class JobLeaseStore {
  constructor(
    private readonly dataSource: DataSource,
    readonly name: string,
    readonly holder: string,
    private readonly now: () => Date,
  ) {}

  /**
   * Takes the lease, or renews it when already held, until now + `ttlMs`. Answers whether this holder has it now;
   * false while another holder's lease has not run out.
   */
  async acquire(ttlMs: number): Promise<boolean> {
    const now = this.now();
    const expiresAt = new Date(now.getTime() + ttlMs);
    const updated = await this.dataSource
      .createQueryBuilder()
      .update(JobLease)
      .set({ holder: this.holder, expiresAt })
      .where('name = :name', { name: this.name })
      .andWhere('("expiresAt" <= :now OR holder = :holder)', { now, holder: this.holder })
      .execute();
    if ((updated.affected ?? 0) > 0) return true;
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(JobLease)
      .values({
        name: this.name,
        holder: this.holder,
        expiresAt,
        lastStartedAt: null,
        lastFinishedAt: null,
        waitUntil: null,
        waitReason: null,
      })
      .orIgnore()
      .execute();
    const row = await this.dataSource.getRepository(JobLease).findOneBy({ name: this.name });
    return row?.holder === this.holder && row.expiresAt.getTime() > now.getTime();
  }

  /** Gives the lease up (when this holder has it), so another server may take it at once. */
  async release(): Promise<void> {
    await this.dataSource.getRepository(JobLease).update({ name: this.name, holder: this.holder }, { expiresAt: this.now() });
  }

  /** The job's last cycle and wait; all null before its first run. */
  async run(): Promise<JobRun> {
    const row = await this.dataSource.getRepository(JobLease).findOneBy({ name: this.name });
    return {
      lastStartedAt: row?.lastStartedAt ?? null,
      lastFinishedAt: row?.lastFinishedAt ?? null,
      waitUntil: row?.waitUntil ?? null,
      waitReason: row?.waitReason ?? null,
    };
  }

  /** Records the job's run fields (a cycle's start or end, a wait), creating the row (unheld) when it is missing. */
  async record(changes: Partial<JobRun>): Promise<void> {
    const repository = this.dataSource.getRepository(JobLease);
    const updated = await repository.update({ name: this.name }, changes);
    if ((updated.affected ?? 0) > 0) return;
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(JobLease)
      .values({
        name: this.name,
        holder: '',
        expiresAt: NEVER,
        lastStartedAt: null,
        lastFinishedAt: null,
        waitUntil: null,
        waitReason: null,
        ...changes,
      })
      .orIgnore()
      .execute();
    await repository.update({ name: this.name }, changes);
  }
}
