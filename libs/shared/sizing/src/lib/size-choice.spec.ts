import { chooseSize, hasRoom, minWidthFor, offeredSize, plausibleNeckIn, readSizeTable, sizeChoiceRows, type FitSize } from './size-choice';

const size = (label: string, min: number, max: number): FitSize => ({ label, neckIn: { min, max } });
const neck = (inches: number) => ({ min: inches, max: inches });
// Overlapping sizes, as leather collars are sold.
const LEATHER = [size('S', 14, 20), size('M', 17, 23), size('L', 20, 26)];
// Sizes that leave gaps once the room is asked for, as a martingale's are.
const MARTINGALE = [size('S', 12, 15), size('M', 14, 18), size('L', 17, 22)];

describe('choosing a size', () => {
  it('offers a size only with an inch of room both ways (two above a puppy)', () => {
    expect(hasRoom(size('M', 14, 17), neck(15.5), 'adult')).toBe(true);
    expect(hasRoom(size('M', 14, 17), neck(16.5), 'adult')).toBe(false);
    expect(hasRoom(size('M', 14, 17), neck(15.5), '3-6-months')).toBe(false);
    expect(chooseSize(MARTINGALE, neck(14.5), 'adult')).toBeUndefined();
    expect(chooseSize(MARTINGALE, neck(15.5), 'adult')?.label).toBe('M');
  });

  it('takes the size with more room, and the larger one on a tie', () => {
    expect(chooseSize(LEATHER, neck(18), 'adult')?.label).toBe('S');
    expect(chooseSize(LEATHER, neck(18.5), 'adult')?.label).toBe('M');
    expect(chooseSize(LEATHER, neck(18), '6-12-months')?.label).toBe('M');
  });

  it('never offers a collar narrower than the dog needs, nor one whose width is unknown', () => {
    expect(minWidthFor('adult', neck(10))).toBe(1.25);
    expect(minWidthFor('3-6-months', neck(13))).toBe(0.75);
    expect(minWidthFor('3-6-months', neck(15))).toBe(1.25);
    expect(offeredSize({ sizes: MARTINGALE, widthIn: 1 }, neck(15.5), 'adult')).toBeUndefined();
    expect(offeredSize({ sizes: MARTINGALE, widthIn: null }, neck(15.5), 'adult')).toBeUndefined();
    expect(offeredSize({ sizes: MARTINGALE, widthIn: 1.25 }, neck(15.5), 'adult')?.label).toBe('M');
  });

  it('knows the necks a breed has at an age', () => {
    expect(plausibleNeckIn('french', 'adult')).toEqual({ min: 13, max: 18 });
    expect(plausibleNeckIn('french', '6-12-months')).toEqual({ min: 8, max: 18 });
  });
});

describe('a size table worked out from the rule', () => {
  it('gives each size the necks it is chosen for, with shared edges read as the larger size', () => {
    const rows = sizeChoiceRows({ sizes: LEATHER, widthIn: 1.5 }, 'adult');
    expect(rows.map((row) => [row.size.label, row.choose, row.sharedTop])).toEqual([
      ['S', { min: 15, max: 18.5 }, true],
      ['M', { min: 18.5, max: 21.5 }, true],
      ['L', { min: 21.5, max: 25 }, false],
    ]);
    expect(readSizeTable(rows, 18.5)?.label).toBe('M');
    expect(readSizeTable(rows, 18.45)?.label).toBe('S');
    expect(readSizeTable(rows, 25.5)).toBeUndefined();
  });

  it('leaves the gaps where no size has room, and says when a collar is too narrow for an age', () => {
    const rows = sizeChoiceRows({ sizes: MARTINGALE, widthIn: 1.25 }, 'adult');
    expect(rows.map((row) => row.choose)).toEqual([
      { min: 13, max: 14 },
      { min: 15, max: 17 },
      { min: 18, max: 21 },
    ]);
    expect(readSizeTable(rows, 14.5)).toBeUndefined();
    expect(sizeChoiceRows({ sizes: MARTINGALE, widthIn: 1 }, 'adult').every((row) => row.choose === null)).toBe(true);
  });
});
