import { ValidationError } from '@bcg/server/core';
import {
  checkCatalogueShape,
  checkCatalogueText,
  MAX_DOCUMENT_DEPTH,
  MAX_REPORTED_ERRORS,
  MAX_ROWS,
  parseCatalogueDocument,
  ROWS_PER_TURN,
} from './catalogue-document';

/** A product row as deep as the format goes: sizes[].neckIn, testNotes.dog, image.widths. */
const deepestProduct = {
  amazonAsin: 'B0TESTROW1',
  name: 'Padded Nylon Collar',
  sizes: [{ label: 'M', neckIn: { min: 14, max: 17 } }],
  testNotes: {
    daysWorn: 30,
    dog: { name: 'Biscuit', breed: 'french', ageYears: 3, neckIn: 15.5, weightLbs: 24 },
    findings: ['No rubbing'],
  },
  image: { hash: '0'.repeat(32), width: 960, height: 640, widths: [320, 640, 960], formats: ['avif', 'webp'] },
};

const nested = (depth: number): unknown => (depth === 0 ? 'x' : [nested(depth - 1)]);

/** The message a refused file answers with. */
async function refusal(input: unknown): Promise<string> {
  const error = await checkCatalogueShape(input).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ValidationError);
  return (error as ValidationError).message;
}

describe('checkCatalogueShape', () => {
  it('knows the deepest nesting of the format (file, list, row, sizes, a size, its neck range) and accepts a file that deep', async () => {
    expect(MAX_DOCUMENT_DEPTH).toBe(6);
    await expect(
      checkCatalogueShape({ formatVersion: 1, products: [deepestProduct], articles: [{ slug: 'a' }], faqs: [] }),
    ).resolves.toBeUndefined();
  });

  it('refuses a row nested deeper than the format, naming the row, before any row is validated', async () => {
    const products = [deepestProduct, { ...deepestProduct, features: nested(60) }];
    expect(await refusal({ formatVersion: 1, products })).toBe(
      'Nothing was imported: products row 2 nests values deeper than a catalogue file does (at most 6 levels of objects and lists)',
    );
    // One level past the deepest real field is already too deep.
    const oneTooDeep = { ...deepestProduct, sizes: [{ label: 'M', neckIn: { min: { inches: 14 }, max: 17 } }] };
    expect(await refusal({ formatVersion: 1, products: [oneTooDeep] })).toContain('products row 1 nests values deeper');
  });

  it('refuses keys a catalogue file never has, more rows than a site has, and anything but an object', async () => {
    expect(await refusal({ formatVersion: 1, products: [], customers: [] })).toBe(
      'Nothing was imported: "customers" is not part of a catalogue file, which has only format, formatVersion, exportedAt, products, articles, faqs at its top',
    );
    const faqs = Array.from({ length: MAX_ROWS.faqs + 1 }, (_, i) => ({ question: `Q${i}?`, answer: 'A.' }));
    expect(await refusal({ formatVersion: 1, faqs })).toBe('Nothing was imported: the file has 101 faqs; an import takes at most 100');
    expect(await refusal([deepestProduct])).toContain('not a catalogue file');
  });
});

describe('parseCatalogueDocument', () => {
  it(`stops at the first ${MAX_REPORTED_ERRORS} problems of a file full of bad rows`, async () => {
    const products = Array.from({ length: 5_000 }, (_, i) => ({ amazonAsin: `B0${String(i).padStart(8, '0')}`, name: 1, price: 2 }));
    const parsed = await parseCatalogueDocument({ formatVersion: 1, products });
    expect(parsed.errors).toHaveLength(MAX_REPORTED_ERRORS);
    expect(parsed.errors[0]).toMatchObject({ kind: 'products', row: 1, key: 'B000000000', field: 'name' });
    expect(parsed.errors.at(-1)).toMatchObject({ row: 50, field: 'price' });
  });

  it('lets other work run between chunks of rows, so the server answers during a large import', async () => {
    const faqs = Array.from({ length: ROWS_PER_TURN * 4 }, (_, i) => ({ question: `Question ${i}?`, answer: 'An answer.' }));
    let turns = 0;
    let parsing = true;
    const count = () => {
      turns += 1;
      if (parsing) setImmediate(count);
    };
    setImmediate(count);
    const parsed = await parseCatalogueDocument({ formatVersion: 1, faqs });
    parsing = false;
    expect(parsed.faqs).toHaveLength(faqs.length);
    // One turn of the event loop at least between each chunk: other requests' callbacks run there.
    expect(turns).toBeGreaterThanOrEqual(3);
  });
});

describe('checkCatalogueText', () => {
  it('refuses the text of a file nested deeper than the format before it is parsed, counting no bracket inside a string', async () => {
    const deep = JSON.stringify({ formatVersion: 1, products: [{ name: 'Deep', features: nested(60) }] });
    await expect(checkCatalogueText(deep)).rejects.toThrow(
      'Nothing was imported: the file nests values deeper than a catalogue file does (at most 6 levels of objects and lists)',
    );
    const brackets = JSON.stringify({ formatVersion: 1, products: [{ ...deepestProduct, description: 'say "[[[[[[[[{{{{{{{{" \\' }] });
    await expect(checkCatalogueText(brackets)).resolves.toBeUndefined();
  });

  it('refuses more rows than every list takes together before the text is parsed', async () => {
    const faqs = Array.from({ length: 15_101 }, () => ({ question: 'Q?', answer: 'A.' }));
    await expect(checkCatalogueText(JSON.stringify({ formatVersion: 1, faqs }))).rejects.toThrow(
      'Nothing was imported: the file has more than 15,100 rows; an import takes at most 10,000 products, 5,000 articles, 100 FAQs',
    );
    await expect(checkCatalogueText(JSON.stringify({ formatVersion: 1, faqs: faqs.slice(0, 15_100) }))).resolves.toBeUndefined();
  });
});
