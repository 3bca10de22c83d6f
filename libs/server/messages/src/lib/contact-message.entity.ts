import { Field, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A message sent with the contact form. Only what the visitor typed and when is kept: no page, IP address or
 * browser details (the privacy policy says so).
 */
@Entity('contact_message')
@ObjectType({ description: 'A message sent with the contact form, for the administrator to read and answer by email.' })
export class ContactMessage {
  @PrimaryGeneratedColumn()
  @Field(() => Int, { description: 'Unique id of the message.' })
  id!: number;

  @Column({ type: String, length: 120 })
  @Field({ description: 'The name the sender gave.' })
  name!: string;

  @Column({ type: String, length: 254 })
  @Field({ description: "The sender's address, normalised (trimmed, lower-cased): where a reply goes." })
  email!: string;

  @Column({ type: String, length: 200, nullable: true })
  @Field(() => String, { nullable: true, description: 'The subject the sender gave; null when none (it is optional).' })
  subject!: string | null;

  @Column({ type: 'text' })
  @Field({ description: 'The message as plain text (line breaks kept).' })
  message!: string;

  @Column({ type: Date, nullable: true })
  @Field(() => Date, { nullable: true, description: 'When the administrator marked it read; null while unread.' })
  readAt!: Date | null;

  @Index('IDX_contact_message_created')
  @CreateDateColumn()
  @Field(() => Date, { description: 'When it was sent.' })
  createdAt!: Date;
}
