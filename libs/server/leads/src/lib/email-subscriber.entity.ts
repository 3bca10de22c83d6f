import { Field, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Someone who asked for the sizing guide or the newsletter. `email` is stored normalised and unique. */
@Entity('email_subscriber')
@ObjectType({ description: 'Someone who signed up for the sizing guide or newsletter.' })
export class EmailSubscriber {
  @PrimaryGeneratedColumn()
  @Field(() => Int)
  id!: number;

  @Column({ type: String, length: 254, unique: true })
  @Field()
  email!: string;

  @Column({ type: String, length: 120, nullable: true })
  @Field(() => String, { nullable: true })
  leadMagnet!: string | null;

  @CreateDateColumn()
  @Field(() => Date)
  subscribedAt!: Date;
}
