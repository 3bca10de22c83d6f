import { Field, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Someone who asked for the sizing guide or the newsletter. `email` is stored normalised and unique. */
@Entity('email_subscriber')
@ObjectType({ description: 'Someone who signed up for the sizing guide or newsletter.' })
export class EmailSubscriber {
  @PrimaryGeneratedColumn()
  @Field(() => Int, { description: 'Unique id of the subscriber.' })
  id!: number;

  @Column({ type: String, length: 254, unique: true })
  @Field({ description: 'The address, trimmed with a lower-case domain; unique.' })
  email!: string;

  @Column({ type: String, length: 120, nullable: true })
  @Field(() => String, {
    nullable: true,
    description: "What they asked for at their first sign-up, e.g. 'bulldog-sizing-guide'; null for the plain newsletter.",
  })
  leadMagnet!: string | null;

  @CreateDateColumn()
  @Field(() => Date, { description: 'When they first signed up.' })
  subscribedAt!: Date;
}
