import 'reflect-metadata';
import { Product } from '@bcg/server/catalogue';
import { descriptionOf, PRODUCT_FIELDS, productSaveExtrasSchema, productSchema, shapeOf } from '@bcg/shared/validation';
import { getNamedType, isInputObjectType, isObjectType, type GraphQLSchema } from 'graphql';
import { getMetadataArgsStorage } from 'typeorm';
import { buildAppSchema } from './schema';

/**
 * The product schema is the one definition of a product's editable fields; the entity and the GraphQL types stay
 * decorated classes, so this holds them to it: a field added to one place and missed in another fails here.
 */
let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await buildAppSchema();
});

/**
 * Fields the server keeps and shows that no one edits: ids, order, dates, the photo's renditions, what is computed, and
 * what the retailer sync reads at the retailer.
 */
const ENTITY_ONLY = [
  'id',
  'rank',
  'priceCheckedAt',
  'image',
  'archivedAt',
  'createdAt',
  'updatedAt',
  'priceAmountCents',
  'priceCurrency',
  'priceSource',
  'availabilityType',
  'availabilityMessage',
  'availabilityCheckedAt',
  'retailerTitle',
  'retailerImageUrl',
];

const sorted = (names: Iterable<string>) => [...names].sort();

describe('the product shape', () => {
  it('the entity stores exactly the schema fields, plus what only the server sets', () => {
    const columns = getMetadataArgsStorage()
      .columns.filter((column) => column.target === Product)
      .map((column) => column.propertyName);
    const generated = getMetadataArgsStorage()
      .generations.filter((generation) => generation.target === Product)
      .map((generation) => generation.propertyName);
    expect(sorted(new Set([...columns, ...generated]))).toEqual(sorted([...PRODUCT_FIELDS, ...ENTITY_ONLY]));
  });

  it('the GraphQL input takes exactly the schema fields and the save extras, each with the schema description', () => {
    const input = schema.getType('ProductInput');
    if (!isInputObjectType(input)) throw new Error('ProductInput is not an input type');
    const fields = input.getFields();
    expect(sorted(Object.keys(fields))).toEqual(sorted([...PRODUCT_FIELDS, ...Object.keys(shapeOf(productSaveExtrasSchema))]));
    for (const name of PRODUCT_FIELDS) expect([name, fields[name]?.description]).toEqual([name, descriptionOf(productSchema.shape[name])]);
  });

  it('the GraphQL Product type shows every schema field with the schema description', () => {
    const type = schema.getType('Product');
    if (!isObjectType(type)) throw new Error('Product is not an object type');
    const fields = type.getFields();
    for (const name of PRODUCT_FIELDS) {
      const description = descriptionOf(productSchema.shape[name]);
      expect(description).toEqual(expect.any(String));
      expect([name, fields[name]?.description]).toEqual([name, description]);
    }
    // The nested review shapes are the schema's too: same field names.
    const nested = { sizes: 'collarSize', scores: 'scores', testNotes: 'testNotes' } as const;
    for (const name of Object.keys(nested) as (keyof typeof nested)[]) {
      const graphType = getNamedType(fields[name]?.type);
      if (!isObjectType(graphType)) throw new Error(`${name} is not an object type`);
      const inner = shapeOf(productSchema.shape[name]);
      const innerFields = Object.keys(inner).length ? inner : shapeOf(unwrap(productSchema.shape[name]));
      expect(sorted(Object.keys(graphType.getFields()))).toEqual(sorted(Object.keys(innerFields)));
    }
  });
});

/** The object inside a nullable or array schema. */
function unwrap(schema: unknown): never {
  let current = schema as { def: { innerType?: unknown; element?: unknown } };
  while (current.def.innerType || current.def.element) current = (current.def.innerType ?? current.def.element) as typeof current;
  return current as never;
}
