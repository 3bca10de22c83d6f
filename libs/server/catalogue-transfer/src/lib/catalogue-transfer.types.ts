import { Product, ProductInput } from '@bcg/server/catalogue';
import { Article, Faq } from '@bcg/server/content';
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';

/*
 * GraphQL twins of the catalogue file. The export gives the typed entities themselves (camelCase, as everywhere in
 * GraphQL); the import input is the file's rows under GraphQL's names, mapped to the file by the resolver, so both
 * paths reach the same parser and the same service.
 */

const RowKindEnum = { PRODUCTS: 'products', ARTICLES: 'articles', FAQS: 'faqs' } as const;
registerEnumType(RowKindEnum, {
  name: 'CatalogueRowKind',
  description: 'The lists of a catalogue file.',
  valuesConfig: {
    PRODUCTS: { description: 'A product row.' },
    ARTICLES: { description: 'An article row.' },
    FAQS: { description: 'A FAQ row.' },
  },
});

const RowActionEnum = { CREATED: 'created', UPDATED: 'updated', UNCHANGED: 'unchanged' } as const;
registerEnumType(RowActionEnum, {
  name: 'CatalogueRowAction',
  description: 'What an import did (or, in a dry run, would do) with one row.',
  valuesConfig: {
    CREATED: { description: 'Nothing matched it: added.' },
    UPDATED: { description: 'It matched an existing one, which takes its values.' },
    UNCHANGED: { description: 'It matched an existing one that already has its values: not saved.' },
  },
});

@ObjectType({ description: 'The whole catalogue, as GET /api/admin/export writes it (uploaded image files are not in it).' })
export class CatalogueExport {
  @Field(() => Int, { description: 'Version of the file format.' })
  formatVersion!: number;

  @Field(() => Date, { description: 'When it was read.' })
  exportedAt!: Date;

  @Field(() => [Product], { description: 'Every product, archived ones too, in catalogue order.' })
  products!: Product[];

  @Field(() => [Article], { description: 'Every article: drafts and scheduled ones too, oldest first; `content` as readers get it.' })
  articles!: Article[];

  @Field(() => [Faq], { description: 'Every question, in order.' })
  faqs!: Faq[];
}

@InputType({ description: "An uploaded photo's renditions as the export gives them (the files must be in UPLOAD_DIR)." })
class ProductImageDataInput {
  @Field({ description: 'Content hash of the photo (32 hex characters).' })
  hash!: string;

  @Field(() => Int, { description: 'Width of the largest rendition (px).' })
  width!: number;

  @Field(() => Int, { description: 'Height of the largest rendition (px).' })
  height!: number;

  @Field(() => [Int], { description: 'Rendition widths, ascending.' })
  widths!: number[];

  @Field(() => [String], { description: 'Rendition formats: avif, webp.' })
  formats!: string[];
}

@InputType({ description: 'A product row: the editor fields (matched by amazonAsin, then slug) plus the dates and photo to keep.' })
class ProductImportInput extends ProductInput {
  @Field(() => Date, { nullable: true, description: 'When the price was checked; null: never (it is then not shown).' })
  priceCheckedAt?: Date | null;

  @Field(() => Date, { nullable: true, description: 'When it was archived (with archived: true).' })
  archivedAt?: Date | null;

  @Field(() => ProductImageDataInput, { nullable: true, description: 'The uploaded photo it shows, if any.' })
  image?: ProductImageDataInput | null;
}

@InputType({ description: 'An article row, matched by slug.' })
class ArticleImportInput {
  @Field({ description: 'Address part (the match key).' })
  slug!: string;

  @Field(() => String, { nullable: true, description: 'Headline.' })
  title?: string;

  @Field(() => String, { nullable: true, description: 'Topic slug.' })
  category?: string;

  @Field(() => String, { nullable: true, description: 'Short plain-text summary.' })
  excerpt?: string;

  @Field(() => String, { nullable: true, description: 'Search result summary.' })
  metaDescription?: string;

  @Field(() => String, { nullable: true, description: 'The body as Markdown; null when the body is HTML (content).' })
  markdown?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The body as HTML, used when markdown is null (sanitised and tagged on the way in).',
  })
  content?: string;

  @Field(() => [String], { nullable: true, description: 'Search phrases the article was written for.' })
  targetKeywords?: string[];

  @Field(() => [String], { nullable: true, description: 'Meta keywords.' })
  seoKeywords?: string[];

  @Field(() => String, { nullable: true, description: 'Cover image: a path on this site or an https address.' })
  imageUrl?: string | null;

  @Field(() => ProductImageDataInput, { nullable: true, description: 'The uploaded cover it shows, if any.' })
  image?: ProductImageDataInput | null;

  @Field(() => String, { nullable: true, description: 'Byline.' })
  author?: string;

  @Field(() => Boolean, { nullable: true, description: 'Whether readers may see it (at publishedAt).' })
  published?: boolean;

  @Field(() => Date, { nullable: true, description: 'Publication time (a future one schedules it).' })
  publishedAt?: Date | null;

  @Field(() => Date, { nullable: true, description: 'When it was written (kept for a new article).' })
  createdAt?: Date;

  @Field(() => Date, { nullable: true, description: 'When its content last changed (kept for a new article).' })
  updatedAt?: Date;
}

@InputType({ description: 'A FAQ row, matched by question.' })
class FaqImportInput {
  @Field({ description: 'The question (the match key).' })
  question!: string;

  @Field({ description: 'The answer.' })
  answer!: string;
}

@InputType({ description: 'A catalogue file under GraphQL names (bulldogFitNotes); large files go to POST /api/admin/import (20 MB).' })
export class CatalogueImportInput {
  @Field(() => Int, { description: 'Version of the file format (1).' })
  formatVersion!: number;

  @Field(() => [ProductImportInput], { nullable: true, description: 'Products, in the order the catalogue should take.' })
  products?: ProductImportInput[];

  @Field(() => [ArticleImportInput], { nullable: true, description: 'Articles.' })
  articles?: ArticleImportInput[];

  @Field(() => [FaqImportInput], { nullable: true, description: 'Questions, in the order the list should take.' })
  faqs?: FaqImportInput[];
}

@ObjectType({ description: 'Rows of one kind by outcome.' })
class CatalogueImportCounts {
  @Field(() => Int, { description: 'Rows added.' })
  created!: number;

  @Field(() => Int, { description: 'Rows that changed an existing one.' })
  updated!: number;

  @Field(() => Int, { description: 'Rows equal to an existing one.' })
  unchanged!: number;

  @Field(() => Int, { description: 'Problems found in rows of this kind.' })
  errors!: number;
}

@ObjectType({ description: 'What the import did with one row.' })
class CatalogueImportRow {
  @Field(() => RowKindEnum, { description: 'Its list.' })
  kind!: string;

  @Field(() => Int, { description: '1 for the first row of its list.' })
  row!: number;

  @Field({ description: 'ASIN (or slug) of a product, slug of an article, question of a FAQ.' })
  key!: string;

  @Field(() => RowActionEnum, { description: 'Created, updated or unchanged.' })
  action!: string;

  @Field({ description: "What the owner calls it: the product's name, the article's title, the FAQ's question." })
  name!: string;

  @Field(() => [String], { description: 'For an update, the fields (as the file names them) whose values change; empty otherwise.' })
  changes!: string[];
}

@ObjectType({ description: 'A problem with one row of a catalogue file.' })
class CatalogueImportError {
  @Field(() => RowKindEnum, { description: 'Its list.' })
  kind!: string;

  @Field(() => Int, { description: '1 for the first row of its list; 0 for the file itself.' })
  row!: number;

  @Field(() => String, { nullable: true, description: "The row's key, when it has one." })
  key!: string | null;

  @Field({ description: 'The field, as the file names it.' })
  field!: string;

  @Field({ description: 'What is wrong.' })
  message!: string;
}

@ObjectType({ description: 'The outcome of an import, or what a dry run found.' })
export class CatalogueImportReport {
  @Field({ description: 'True when nothing was written (a dry run).' })
  dryRun!: boolean;

  @Field(() => CatalogueImportCounts, { description: 'Product rows by outcome.' })
  products!: CatalogueImportCounts;

  @Field(() => CatalogueImportCounts, { description: 'Article rows by outcome.' })
  articles!: CatalogueImportCounts;

  @Field(() => CatalogueImportCounts, { description: 'FAQ rows by outcome.' })
  faqs!: CatalogueImportCounts;

  @Field(() => [CatalogueImportRow], { description: 'Each row that could be imported, with what happened to it.' })
  rows!: CatalogueImportRow[];

  @Field(() => [CatalogueImportError], {
    description:
      'The problems found, the first 100 at most (a dry run only; a real run with problems fails with BAD_USER_INPUT and the rows in extensions.fields).',
  })
  errors!: CatalogueImportError[];

  @Field({ description: 'True when the import stopped looking after the first 100 problems: fix these and try again.' })
  errorsTruncated!: boolean;
}
