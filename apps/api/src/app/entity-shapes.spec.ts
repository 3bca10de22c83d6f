import 'reflect-metadata';
import { Article, Faq } from '@bcg/server/content';
import { EmailSubscriber } from '@bcg/server/leads';
import { ContactMessage } from '@bcg/server/messages';
import { ProductSubmission } from '@bcg/server/submissions';
import {
  articleFields,
  contactMessageSchema,
  descriptionOf,
  faqSchema,
  shapeOf,
  submissionSchema,
  subscriberSchema,
  type Schema,
} from '@bcg/shared/validation';
import { isInputObjectType, type GraphQLSchema } from 'graphql';
import { getMetadataArgsStorage } from 'typeorm';
import { buildAppSchema } from './schema';

/**
 * Each shared schema is the one definition of what a form sends; the GraphQL inputs and the entities stay decorated
 * classes, so this holds them to it: a field added to the schema and missed in the input or the table fails here.
 */
let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await buildAppSchema();
});

const columnsOf = (entity: object) =>
  new Set(
    getMetadataArgsStorage()
      .columns.filter((column) => column.target === entity)
      .map((column) => column.propertyName),
  );

/** The column a field is stored in, where its name differs (the reference is stored as the ASIN it names). */
const STORED_AS: Record<string, string> = { productReference: 'amazonAsin', publishAt: 'publishedAt' };
/** Fields that are read and never stored: the honeypot. */
const NOT_STORED = new Set(['website']);

describe.each([
  ['ArticleEditorInput', Article, articleFields],
  ['FaqInput', Faq, shapeOf(faqSchema)],
  ['SubscribeInput', EmailSubscriber, shapeOf(subscriberSchema)],
  ['ProductSubmissionInput', ProductSubmission, shapeOf(submissionSchema)],
  ['ContactMessageInput', ContactMessage, shapeOf(contactMessageSchema)],
] as const)('%s', (inputName, entity, shape: Record<string, Schema>) => {
  it('takes exactly the schema fields, each with the schema description', () => {
    const input = schema.getType(inputName);
    if (!isInputObjectType(input)) throw new Error(`${inputName} is not an input type`);
    const fields = input.getFields();
    expect(Object.keys(fields).sort()).toEqual(Object.keys(shape).sort());
    for (const [name, field] of Object.entries(shape)) {
      expect(descriptionOf(field)).toEqual(expect.any(String));
      expect([name, fields[name]?.description]).toEqual([name, descriptionOf(field)]);
    }
  });

  it('is stored in a column for every schema field', () => {
    const columns = columnsOf(entity);
    const missing = Object.keys(shape).filter((name) => !NOT_STORED.has(name) && !columns.has(STORED_AS[name] ?? name));
    expect(missing).toEqual([]);
  });
});
