import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** The argon2id hash of the generated or `npm run admin:password` password (never the password). */
@Entity('admin_credential')
export class AdminCredential {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'text' })
  passwordHash!: string;

  @CreateDateColumn()
  updatedAt!: Date;
}
