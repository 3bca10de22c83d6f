import { toCsv } from '@bcg/server/core';
import type { ExportedProduct } from './catalogue-document';

const list = (items: readonly string[]) => items.join('; ');
const flag = (value: boolean) => (value ? 'yes' : 'no');

/** Columns of the products CSV: the JSON's fields, lists joined with "; ", sizes as "M 14-18 in". For reading, not re-import. */
const COLUMNS: ReadonlyArray<[string, (product: ExportedProduct) => string | null]> = [
  ['Order', (p) => String(p.order)],
  ['Name', (p) => p.name],
  ['Slug', (p) => p.slug],
  ['ASIN', (p) => p.amazonAsin],
  ['Price', (p) => p.price],
  ['Price Checked At', (p) => p.priceCheckedAt],
  ['Rating', (p) => p.rating],
  ['Review Count', (p) => String(p.reviewCount)],
  ['Badge', (p) => p.badge],
  ['Material', (p) => p.material],
  ['Width', (p) => p.width],
  ['Reflective', (p) => flag(p.reflective)],
  ['Waterproof', (p) => flag(p.waterproof)],
  ['Machine Washable', (p) => flag(p.machineWashable)],
  ['Best For', (p) => p.bestFor],
  ['Breeds', (p) => list(p.breeds)],
  ['Free Shipping', (p) => flag(p.freeShipping)],
  ['Sizes', (p) => list(p.sizes.map((size) => `${size.label} ${size.neckIn.min}-${size.neckIn.max} in`))],
  ['Features', (p) => list(p.features)],
  ['Bulldog Fit Notes', (p) => list(p.bulldog_fit_notes)],
  ['Verdict', (p) => p.verdict],
  ['Pros', (p) => list(p.pros)],
  ['Cons', (p) => list(p.cons)],
  ['Description', (p) => p.description],
  ['Image URL', (p) => p.imageUrl],
  ['Archived', (p) => flag(p.archived)],
];

/**
 * The products as CSV (RFC 4180, a header row, CRLF line ends, dates in ISO 8601 UTC), in catalogue order; cells a
 * spreadsheet would run as a formula start with an apostrophe (the subscribers export's rule).
 */
export function productsCsv(products: readonly ExportedProduct[]): string {
  return toCsv(
    COLUMNS.map(([title]) => title),
    products.map((product) => COLUMNS.map(([, value]) => value(product))),
  );
}
