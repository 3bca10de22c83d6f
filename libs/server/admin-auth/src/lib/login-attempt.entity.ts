import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One login try from a client address; failures in the last 15 minutes decide the lock-out. */
@Entity('login_attempt')
export class LoginAttempt {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: String, length: 100 })
  clientKey!: string;

  @Column({ type: Boolean, default: false })
  succeeded!: boolean;

  @CreateDateColumn()
  attemptedAt!: Date;
}
