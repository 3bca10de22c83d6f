import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('faq')
@ObjectType({ description: 'A frequently asked question.' })
export class Faq {
  @PrimaryGeneratedColumn()
  @Field(() => Int)
  id!: number;

  /** Display order. */
  @Column({ type: Number })
  position!: number;

  @Column({ type: String, length: 300 })
  @Field()
  question!: string;

  @Column({ type: 'text' })
  @Field()
  answer!: string;
}
