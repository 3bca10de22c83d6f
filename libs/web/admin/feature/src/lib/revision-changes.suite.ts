import { fieldLabel, shownValues } from './revision-changes';

const change = (field: string, current: unknown, revision: unknown) => ({
  field,
  current: JSON.stringify(current),
  revision: JSON.stringify(revision),
});

describe('what a restore would change, as the owner reads it', () => {
  it('names fields in words', () => {
    expect(fieldLabel('bulldogFitNotes')).toBe('Bulldog fit notes');
    expect(fieldLabel('slug')).toBe('Address (slug)');
    expect(fieldLabel('price')).toBe('Price');
  });

  it('writes empty values, yes/no, lists and sizes in words', () => {
    expect(shownValues(change('badge', null, "Editor's Choice"))).toEqual({ current: '(empty)', revision: "Editor's Choice" });
    expect(shownValues(change('waterproof', true, false))).toEqual({ current: 'Yes', revision: 'No' });
    expect(shownValues(change('features', ['Brass buckle', 'Rolled edge'], []))).toEqual({
      current: 'Brass buckle; Rolled edge',
      revision: '(empty)',
    });
    expect(
      shownValues(change('sizes', [{ label: 'M', neckIn: { min: 14, max: 17 } }], [{ label: 'M', neckIn: { min: 14, max: 18 } }])),
    ).toEqual({
      current: 'M (14–17 in neck)',
      revision: 'M (14–18 in neck)',
    });
  });

  it('shortens long texts at a word, showing where two long texts start to differ', () => {
    const opening = 'A wide, soft leather collar that spreads the pull over the throat of a bulldog with a thick neck, ';
    const now = `${opening}tested for 45 days on Bruno, a 58 lb English bulldog who pulls hard on every walk and swims in the lake.`;
    const then = `${opening}tested for 30 days on Bruno, a 58 lb English bulldog who pulls hard on every walk and swims in the lake.`;
    const { current, revision } = shownValues(change('description', now, then));
    expect(current.startsWith('…')).toBe(true);
    expect(current).toContain('tested for 45 days');
    expect(revision).toContain('tested for 30 days');
    expect(current.length).toBeLessThanOrEqual(142);

    const long = `${'Measure the neck with a soft tape. '.repeat(10)}`;
    const short = shownValues(change('verdict', long, 'Good.')).current;
    expect(short.endsWith('…')).toBe(true);
    expect(short.length).toBeLessThanOrEqual(141);
    expect(short.slice(0, -1).endsWith(' ')).toBe(false);
  });
});
