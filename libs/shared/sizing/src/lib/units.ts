/**
 * The one place lengths and weights change units. Every rule works in inches and pounds (the chart's units); a
 * reader's centimetres and kilograms are converted here on the way in, and answers converted here on the way out.
 */
export type LengthUnit = 'in' | 'cm';

/** Exact by definition (international inch and pound, 1959). */
const CM_PER_INCH = 2.54;
const KG_PER_POUND = 0.45359237;

/** The weight unit read with a length unit: a reader measuring in centimetres weighs in kilograms. */
export type WeightUnit = 'lbs' | 'kg';
export const WEIGHT_UNIT: Readonly<Record<LengthUnit, WeightUnit>> = { in: 'lbs', cm: 'kg' };

/**
 * Conversions and sums keep 6 decimals: 30.48 cm is exactly 12 inches, not 12.000000000000002, so a band edge stays
 * an edge, and a collar length reads 17.354331, not 17.354331000000002.
 */
export const clean = (value: number) => Math.round(value * 1e6) / 1e6;

/** A length in the reader's unit, in inches. */
export function toInches(value: number, unit: LengthUnit): number {
  return unit === 'in' ? value : clean(value / CM_PER_INCH);
}

/** A length in inches, in the reader's unit. */
export function fromInches(inches: number, unit: LengthUnit): number {
  return unit === 'in' ? inches : clean(inches * CM_PER_INCH);
}

/** A weight in the unit that goes with the reader's length unit, in pounds. */
export function toPounds(value: number, unit: LengthUnit): number {
  return unit === 'in' ? value : clean(value / KG_PER_POUND);
}

/** A weight in pounds, in the unit that goes with the reader's length unit. */
export function fromPounds(pounds: number, unit: LengthUnit): number {
  return unit === 'in' ? pounds : clean(pounds * KG_PER_POUND);
}

/** At most `decimals` decimals (one by default), no trailing zero: 17.5, 18, 44.5. */
function roundForDisplay(value: number, decimals = 1): number {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
}

/** A tape measure in centimetres is read to the half centimetre: metric answers never claim more. */
const CM_TAPE_STEP = 0.5;
const toTapeCm = (cm: number) => Math.round(cm / CM_TAPE_STEP) * CM_TAPE_STEP;

/** A length in inches as a number in the reader's unit, rounded as it is read: inches to `decimals`, cm to 0.5. */
function lengthForDisplay(inches: number, unit: LengthUnit, decimals: number): number {
  return unit === 'cm' ? toTapeCm(fromInches(inches, 'cm')) : roundForDisplay(inches, decimals);
}

/** "17.5 in", "44.5 cm": a length in inches as the reader reads it (a width keeps two decimals: "1.25 in"). */
export function formatLength(inches: number, unit: LengthUnit, decimals = 1): string {
  return `${lengthForDisplay(inches, unit, decimals)} ${unit}`;
}

/** "15.5-17.5 in", or one number when both ends agree once rounded. */
export function formatLengthRange({ min, max }: { min: number; max: number }, unit: LengthUnit): string {
  const [low, high] = [lengthForDisplay(min, unit, 1), lengthForDisplay(max, unit, 1)];
  return low === high ? `${low} ${unit}` : `${low}-${high} ${unit}`;
}

/**
 * A number the reader typed, carried to the other unit when they switch it, rounded as that unit is read: 15.5 in is
 * 39.5 cm, 39.5 cm is 15.5 in (to the quarter inch); a weight to the tenth. Text that is not a number stays as typed.
 */
export function convertTyped(text: string, kind: 'length' | 'weight', from: LengthUnit, to: LengthUnit): string {
  const value = Number(text.trim().replace(',', '.'));
  if (from === to || text.trim() === '' || !Number.isFinite(value)) return text;
  if (kind === 'weight') return String(roundForDisplay(fromPounds(toPounds(value, from), to)));
  const inches = toInches(value, from);
  return String(to === 'cm' ? toTapeCm(fromInches(inches, 'cm')) : Math.round(inches * 4) / 4);
}

/** "22 lbs", "10 kg": a weight in pounds as the reader reads it. */
export function formatWeight(pounds: number, unit: LengthUnit): string {
  return `${roundForDisplay(fromPounds(pounds, unit))} ${WEIGHT_UNIT[unit]}`;
}

/** "16-28 lbs", "7.3-12.7 kg": a range of weights in pounds as the reader reads it. */
export function formatWeightRange({ min, max }: { min: number; max: number }, unit: LengthUnit): string {
  return `${roundForDisplay(fromPounds(min, unit))}-${formatWeight(max, unit)}`;
}

/** A collar width as the catalogue prints it ("1.5\"") in inches; null when it is not a number. */
export function widthInches(width: string): number | null {
  const inches = Number.parseFloat(width);
  return Number.isFinite(inches) ? inches : null;
}
