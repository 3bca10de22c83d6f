import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Someone who asked for the sizing guide or the newsletter. `email` is stored normalised and unique. */
@Entity('email_subscriber')
export class EmailSubscriber {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: String, length: 254, unique: true })
  email!: string;

  @Column({ type: String, length: 120, nullable: true })
  leadMagnet!: string | null;

  @CreateDateColumn()
  subscribedAt!: Date;
}
