import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('faq')
@ObjectType({ description: 'A frequently asked question.' })
export class Faq {
  @PrimaryGeneratedColumn()
  @Field(() => Int, { description: 'Unique id of the question.' })
  id!: number;

  /** Display order. */
  @Column({ type: Number })
  position!: number;

  @Column({ type: String, length: 300 })
  @Field({ description: 'The question, as plain text.' })
  question!: string;

  @Column({ type: 'text' })
  @Field({ description: 'The answer, as plain text.' })
  answer!: string;
}
