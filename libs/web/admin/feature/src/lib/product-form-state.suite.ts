import { EMPTY_PRODUCT_FORM, EMPTY_TEST_NOTES, readProductForm, type ProductFormState } from './product-form-state';

const filled: ProductFormState = {
  ...EMPTY_PRODUCT_FORM,
  name: 'Harbor Collar',
  description: 'Waterproof.',
  price: '$20.00',
  rating: '4.5',
  imageUrl: '/images/collars/harbor.svg',
  amazon: 'https://www.amazon.com/Harbor/dp/B0HARBOR01/ref=x',
  material: 'Biothane',
  width: '1"',
  bestFor: 'Swimmers',
  sizes: 'M: 14-18\nL: 18-22',
  testNotes: {
    daysWorn: '10',
    dogName: 'Rex',
    dogBreed: 'english',
    dogAgeYears: '3',
    dogWeightLbs: '50',
    dogNeckIn: '18',
    findings: 'No rubbing after a week\nBuckle held on every walk',
  },
};

describe('readProductForm', () => {
  it('sends a pasted Amazon link as amazonUrl, lists one per line, and the breed as the GraphQL enum', () => {
    const { input, errors } = readProductForm(filled);
    expect(errors).toEqual({});
    expect(input).toMatchObject({
      amazonUrl: filled.amazon,
      sizes: [
        { label: 'M', neckIn: { min: 14, max: 18 } },
        { label: 'L', neckIn: { min: 18, max: 22 } },
      ],
      testNotes: {
        daysWorn: 10,
        dog: { name: 'Rex', breed: 'ENGLISH', ageYears: 3, weightLbs: 50, neckIn: 18 },
        findings: ['No rubbing after a week', 'Buckle held on every walk'],
      },
      scores: null,
      archived: false,
    });
    expect(input).not.toHaveProperty('slug');
  });

  it('names the field of each problem, the link off Amazon in its own words', () => {
    const { errors } = readProductForm({
      ...filled,
      amazon: 'https://www.amazon.com.evil.net/dp/B0HARBOR01',
      price: 'twenty',
      sizes: 'M 14 to 18',
      scores: { ...filled.scores, value: '8' },
    });
    expect(errors).toEqual({
      amazonAsin: 'Enter an Amazon product link (amazon.com/dp/…): other sites are not accepted',
      price: 'Price must be an amount in dollars up to $9,999,999.99, e.g. $34.99',
      sizes: 'One size per line, as "M: 14-18" (neck inches)',
      scores: 'Fill in all five marks, or none',
    });
  });

  it('reads review counts as Amazon prints them, and refuses what is not a whole number', () => {
    for (const [typed, count] of [
      ['1,204', 1204],
      ['1204', 1204],
      [' 1 204 ', 1204],
      ['12,345,678', 12345678],
    ] as const) {
      expect(readProductForm({ ...filled, reviewCount: typed })).toMatchObject({ input: { reviewCount: count }, errors: {} });
    }
    for (const typed of ['12,04', '1.204,5', '1,2045', 'many', '-3', '1,204 5']) {
      expect(readProductForm({ ...filled, reviewCount: typed }).errors.reviewCount).toBe(
        'Review count must be a whole number, 0 or more, e.g. 1,204',
      );
    }
  });

  it('leaves the image path out of a new product with none, so the server gives it the default drawing', () => {
    const { input, errors } = readProductForm({ ...filled, imageUrl: '' });
    expect(errors).toEqual({});
    expect(input['imageUrl']).toBeUndefined();
  });

  it('sends no wear test when every test field is empty, and names each missing field of a started one', () => {
    expect(readProductForm({ ...filled, testNotes: EMPTY_TEST_NOTES }).input['testNotes']).toBeNull();
    const { errors } = readProductForm({ ...filled, testNotes: { ...EMPTY_TEST_NOTES, dogName: 'Mabel', dogNeckIn: 'wide' } });
    expect(errors).toEqual({
      daysWorn: 'Days worn must be a whole number, 1 or more',
      dogBreed: "Choose the test dog's breed",
      dogAgeYears: 'Age must be a number of years above 0, e.g. 2.5',
      dogWeightLbs: 'Weight must be a number of pounds above 0, e.g. 52',
      dogNeckIn: 'Neck must be a number of inches above 0, e.g. 17.5',
      findings: 'Write at least one finding, one per line',
    });
  });
});
