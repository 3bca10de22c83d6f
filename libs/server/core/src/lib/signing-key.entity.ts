import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * A secret the site signs links with (e.g. the preferences link of every email), made at random on first use and
 * kept in the database, so every server process signs and checks alike and nothing secret is configured or committed.
 */
@Entity('signing_key')
export class SigningKey {
  @PrimaryColumn({ type: String, length: 60 })
  name!: string;

  /** 32 random bytes, base64url. */
  @Column({ type: String, length: 100 })
  secret!: string;

  @CreateDateColumn()
  createdAt!: Date;
}
