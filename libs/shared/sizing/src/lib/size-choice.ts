import { bandFigures, isPuppyBand, type AgeBand } from './fit-input';
import {
  MIN_ADULT_COLLAR_WIDTH_IN,
  MIN_ROOM_IN,
  PUPPY_LIGHT_COLLAR_MAX_NECK_IN,
  PUPPY_MIN_COLLAR_WIDTH_IN,
  PUPPY_ROOM_ABOVE_IN,
  SIZE_CHART,
  type Breed,
  type Range,
} from './sizing';
import { clean } from './units';

/** A size as a collar lists it (structurally @bcg/shared/reviews' CollarSize): the necks it fits, inches, inclusive. */
export interface FitSize {
  label: string;
  neckIn: Range;
}

/** How much a size can loosen and tighten around a neck, inches. */
export interface SizeRoom {
  belowIn: number;
  aboveIn: number;
}

/** Room needed either side of the neck: a growing puppy needs more above. */
export function roomNeeded(age: AgeBand): SizeRoom {
  return { belowIn: MIN_ROOM_IN, aboveIn: isPuppyBand(age) ? PUPPY_ROOM_ABOVE_IN : MIN_ROOM_IN };
}

/** The room a size leaves around a neck (a range when the neck is estimated: its ends). */
export function roomIn(size: FitSize, neck: Range): SizeRoom {
  return { belowIn: clean(neck.min - size.neckIn.min), aboveIn: clean(size.neckIn.max - neck.max) };
}

/** Whether a size leaves the room the age needs either side of the neck. */
export function hasRoom(size: FitSize, neck: Range, age: AgeBand): boolean {
  const room = roomIn(size, neck);
  const needed = roomNeeded(age);
  return room.belowIn >= needed.belowIn && room.aboveIn >= needed.aboveIn;
}

/**
 * How good a size's room is, for ranking: an adult's smaller margin (room to adjust both ways), a puppy's room above
 * (room to grow).
 */
export function roomScore(size: FitSize, neck: Range, age: AgeBand): number {
  const room = roomIn(size, neck);
  return isPuppyBand(age) ? room.aboveIn : Math.min(room.belowIn, room.aboveIn);
}

/**
 * The one rule that picks a size for a neck, used by the fit finder and by every size table: of the sizes with room
 * either side, the one with the most room (by {@link roomScore}); on a tie, the larger size, which adjusts down.
 * Undefined when no size has room: that collar is not offered for this neck.
 */
export function chooseSize<S extends FitSize>(sizes: readonly S[], neck: Range, age: AgeBand): S | undefined {
  let best: S | undefined;
  for (const size of sizes) {
    if (!hasRoom(size, neck, age)) continue;
    if (!best) best = size;
    else {
      const [score, bestScore] = [roomScore(size, neck, age), roomScore(best, neck, age)];
      if (score > bestScore || (score === bestScore && size.neckIn.max > best.neckIn.max)) best = size;
    }
  }
  return best;
}

/** The narrowest collar for a dog, inches: the adult minimum, or the puppy's lighter one while its neck is small. */
export function minWidthFor(age: AgeBand, neck: Range): number {
  return isPuppyBand(age) && neck.max <= PUPPY_LIGHT_COLLAR_MAX_NECK_IN ? PUPPY_MIN_COLLAR_WIDTH_IN : MIN_ADULT_COLLAR_WIDTH_IN;
}

/** A collar as the size rule sees it: its sizes and its width (inches; null when unknown, never offered). */
export interface SizedCollar<S extends FitSize = FitSize> {
  sizes: readonly S[];
  widthIn: number | null;
}

/**
 * The size of a collar offered for a dog: none when the collar is narrower than the dog's minimum width (or its
 * width is unknown), else {@link chooseSize}. The fit finder and every size table read this one function.
 */
export function offeredSize<S extends FitSize>(collar: SizedCollar<S>, neck: Range, age: AgeBand): S | undefined {
  if (collar.widthIn === null || collar.widthIn < minWidthFor(age, neck)) return undefined;
  return chooseSize(collar.sizes, neck, age);
}

/** The smallest neck of the chart (its first row). */
const CHART_SMALLEST_NECK_IN = Math.min(...SIZE_CHART.map((row) => row.neckIn.min));

/**
 * The necks a breed plausibly has at an age, inches: an adult's are the breed's own figures; a puppy's run from the
 * chart's smallest neck to the top of its age row, never past the breed's adult neck.
 */
export function plausibleNeckIn(breed: Breed, age: AgeBand): Range {
  const figures = bandFigures(breed, age);
  if (!isPuppyBand(age)) return figures.neckIn;
  const adultMax = bandFigures(breed, 'adult').neckIn.max;
  return { min: CHART_SMALLEST_NECK_IN, max: Math.min(figures.neckIn.max, adultMax) };
}

/**
 * Size tables are worked out in twentieths of an inch: finer than any tape is read, and every edge the rule can draw
 * between two sizes of a catalogue listed in quarter inches (a range end, an end minus the room, the midpoint of two
 * such) falls on one.
 */
const TABLE_STEPS_PER_IN = 20;
const TABLE_NECKS = { min: 6, max: 32 };

/** One row of a size table: the necks for which {@link offeredSize} picks this size; null when it never does. */
export interface SizeChoiceRow<S extends FitSize> {
  size: S;
  /** From `min` to `max` inclusive; where the next size takes over at `max`, the larger size wins (see `sharedTop`). */
  choose: Range | null;
  /** True when the next size takes over exactly at `max`: a neck on that line takes the larger size. */
  sharedTop: boolean;
}

/**
 * A collar's size table for one age: for each size, the necks the rule picks it for. Worked out from
 * {@link offeredSize} itself, so a table can never say other than the finder: a neck read in the table (on a shared
 * edge, the larger size) gives the finder's size.
 */
export function sizeChoiceRows<S extends FitSize>(collar: SizedCollar<S>, age: AgeBand): Array<SizeChoiceRow<S>> {
  const picks: Array<{ neck: number; size: S | undefined }> = [];
  for (let step = TABLE_NECKS.min * TABLE_STEPS_PER_IN; step <= TABLE_NECKS.max * TABLE_STEPS_PER_IN; step++) {
    const neck = step / TABLE_STEPS_PER_IN;
    picks.push({ neck, size: offeredSize(collar, { min: neck, max: neck }, age) });
  }
  return collar.sizes.map((size) => {
    const mine = picks.map((pick, index) => ({ ...pick, index })).filter((pick) => pick.size === size);
    const [first, last] = [mine[0], mine[mine.length - 1]];
    if (!first || !last) return { size, choose: null, sharedTop: false };
    const next = picks[last.index + 1];
    // Edges fall on the steps, and a tie goes to the larger size: a next size taking over one step later shares this edge.
    if (next?.size) return { size, choose: { min: first.neck, max: next.neck }, sharedTop: true };
    return { size, choose: { min: first.neck, max: last.neck }, sharedTop: false };
  });
}

/** How a reader reads a size table: the rows whose necks include the neck; on a shared edge, the larger size. */
export function readSizeTable<S extends FitSize>(rows: ReadonlyArray<SizeChoiceRow<S>>, neck: number): S | undefined {
  const holding = rows.filter((row) => row.choose && row.choose.min <= neck && neck <= row.choose.max);
  return holding.sort((a, b) => b.size.neckIn.max - a.size.neckIn.max)[0]?.size;
}
