import { Arg, Authorized, Mutation, Query, Resolver } from 'type-graphql';
import { CatalogueTransferService, type ImportReport } from './catalogue-transfer.service';
import { CatalogueExport, CatalogueImportInput, CatalogueImportReport } from './catalogue-transfer.types';

const iso = (value: Date | null | undefined) => (value instanceof Date ? value.toISOString() : value);

/** The file's form of a GraphQL import input: `bulldog_fit_notes` and ISO times, as GET /api/admin/export writes them. */
function asFile({ formatVersion, products, articles, faqs }: CatalogueImportInput): unknown {
  return {
    formatVersion,
    products: products?.map(({ bulldogFitNotes, priceCheckedAt, archivedAt, ...product }) => ({
      ...product,
      ...(bulldogFitNotes === undefined ? {} : { bulldog_fit_notes: bulldogFitNotes }),
      priceCheckedAt: iso(priceCheckedAt),
      archivedAt: iso(archivedAt),
    })),
    articles: articles?.map(({ publishedAt, createdAt, updatedAt, ...article }) => ({
      ...article,
      publishedAt: iso(publishedAt),
      createdAt: iso(createdAt),
      updatedAt: iso(updatedAt),
    })),
    faqs,
  };
}

/** Catalogue export and import for the administrator: thin calls into CatalogueTransferService. */
@Resolver()
export class CatalogueTransferResolver {
  constructor(private readonly transfer: CatalogueTransferService) {}

  @Authorized()
  @Query(() => CatalogueExport, {
    description: 'Administrator: the whole catalogue (products, articles, FAQs), as the export file holds it (GET /api/admin/export).',
  })
  catalogueExport(): Promise<CatalogueExport> {
    return this.transfer.snapshot();
  }

  @Authorized()
  @Mutation(() => CatalogueImportReport, {
    description:
      'Administrator: imports a catalogue (matched by ASIN then slug, slug, question; nothing deleted). dryRun: true says what would change and writes nothing; otherwise every row is written in one transaction or none (BAD_USER_INPUT naming the rows and fields, the first 100 problems at most). Requests are capped at 64 KB: larger files go to POST /api/admin/import.',
  })
  importCatalogue(
    @Arg('input', () => CatalogueImportInput, { description: 'The catalogue rows.' }) input: CatalogueImportInput,
    @Arg('dryRun', () => Boolean, { description: 'True: preview only, nothing written.' }) dryRun: boolean,
  ): Promise<ImportReport> {
    return this.transfer.importCatalogue(asFile(input), { dryRun });
  }
}
