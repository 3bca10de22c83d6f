import { Field, Int, ObjectType } from 'type-graphql';
import { MAX_PAGE_SIZE } from '@bcg/server/core';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** The most questions the list may hold: the whole list is always one page, and an order names at most this many ids. */
export const MAX_FAQS = MAX_PAGE_SIZE;

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
