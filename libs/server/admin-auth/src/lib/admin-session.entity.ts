import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A signed-in administrator. Rows live in the database so several servers share them. */
@Entity('admin_session')
export class AdminSession {
  @PrimaryGeneratedColumn()
  id!: number;

  /** Hex SHA-256 of the bearer token; the token itself is only ever held by the client. */
  @Column({ type: String, length: 64, unique: true })
  tokenHash!: string;

  @CreateDateColumn()
  createdAt!: Date;

  @Column({ type: Date })
  lastSeenAt!: Date;

  /** Absolute expiry, whatever the activity. */
  @Column({ type: Date })
  expiresAt!: Date;
}
