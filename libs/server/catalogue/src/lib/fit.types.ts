import { AGE_BANDS, type AgeBand, type Breed, type LengthUnit } from '@bcg/shared/sizing';
import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BreedEnum, CollarSizeType, InchRange } from './collar-review.types';
import { Product } from './product.entity';

/** GraphQL enum over the chart's age bands (WEEKS_8_12 -> '8-12-weeks', ..., ADULT -> 'adult'). */
const AgeBandEnum = {
  WEEKS_8_12: '8-12-weeks',
  MONTHS_3_6: '3-6-months',
  MONTHS_6_12: '6-12-months',
  ADULT: 'adult',
} as const satisfies Record<string, AgeBand>;
// The enum must list every band of the shared chart, and nothing else.
const missingBands = AGE_BANDS.filter((band) => !Object.values(AgeBandEnum).includes(band));
if (missingBands.length > 0) throw new Error(`AgeBand misses ${missingBands.join(', ')}`);

registerEnumType(AgeBandEnum, {
  name: 'AgeBand',
  description: 'The four age bands of the size chart.',
  valuesConfig: {
    WEEKS_8_12: { description: '8-12 weeks (a puppy: more room above the neck, one extra inch of fitted length).' },
    MONTHS_3_6: { description: '3-6 months (a puppy).' },
    MONTHS_6_12: { description: '6-12 months (a puppy).' },
    ADULT: { description: 'Adult.' },
  },
});

const LengthUnitEnum = { IN: 'in', CM: 'cm' } as const satisfies Record<string, LengthUnit>;
registerEnumType(LengthUnitEnum, {
  name: 'LengthUnit',
  description: 'The unit of the neck (and of the weight that goes with it).',
  valuesConfig: {
    IN: { description: 'Inches, with the weight in pounds.' },
    CM: { description: 'Centimetres, with the weight in kilograms.' },
  },
});

const FitMissEnum = { SMALL: 'small', LARGE: 'large' } as const;
registerEnumType(FitMissEnum, {
  name: 'FitMiss',
  description: 'Which way a size misses the neck.',
  valuesConfig: { SMALL: { description: 'Too small for the neck.' }, LARGE: { description: 'Too large for the neck.' } },
});

@InputType({ description: 'One dog, as the fit finder asks for it. Give the neck, or leave it out and give the weight to estimate it.' })
export class FitInput {
  @Field(() => BreedEnum, { description: 'The breed.' })
  breed!: Breed;

  @Field(() => AgeBandEnum, { description: 'The age band of the size chart.' })
  age!: AgeBand;

  @Field(() => LengthUnitEnum, {
    defaultValue: 'in',
    description: 'Unit of neck (inches or centimetres) and weight (pounds or kilograms).',
  })
  unit: LengthUnit = 'in';

  @Field(() => Float, { nullable: true, description: 'The measured neck, in `unit`; leave out when not measured.' })
  neck?: number | null;

  @Field(() => Float, {
    nullable: true,
    description: 'The weight, in pounds (unit IN) or kilograms (unit CM); needed when the neck is left out.',
  })
  weight?: number | null;

  @Field(() => Int, {
    defaultValue: 1,
    description: 'Which page of the ranked collars to answer with (12 a page); past the last, the last.',
  })
  page = 1;
}

@ObjectType({ description: 'The room a size leaves around the neck, inches.' })
class FitRoom {
  @Field(() => Float, { description: 'How far the size can tighten below the neck.' })
  belowIn!: number;

  @Field(() => Float, { description: 'How far the size can loosen (or a puppy grow) above the neck.' })
  aboveIn!: number;
}

@ObjectType({ description: 'A collar with a size for this dog.' })
class FitMatch {
  @Field(() => Product, { description: 'The collar.' })
  product!: Product;

  @Field(() => CollarSizeType, { description: 'The exact size to pick.' })
  size!: CollarSizeType;

  @Field(() => FitRoom, { description: 'The room that size leaves below and above the neck.' })
  room!: FitRoom;

  @Field({ description: 'Whether the owner lists the collar as suited to this breed (those come first).' })
  suited!: boolean;

  @Field(() => [String], { description: 'Its fit notes that apply to this breed (and those that name no breed).' })
  fitNotes!: string[];
}

@ObjectType({ description: 'A collar whose nearest size misses this dog.' })
class FitNearMiss {
  @Field(() => Product, { description: 'The collar.' })
  product!: Product;

  @Field(() => CollarSizeType, { description: 'Its size nearest the neck.' })
  size!: CollarSizeType;

  @Field(() => Float, { description: 'How much room the size lacks on its short side, inches.' })
  missByIn!: number;

  @Field(() => FitMissEnum, { description: 'Too small or too large.' })
  direction!: 'small' | 'large';
}

@ObjectType({ description: 'The fit finder’s answer for one dog. Lengths are in inches; show them in `unit` for the reader.' })
export class FitRecommendation {
  @Field(() => BreedEnum, { description: 'The breed asked about.' })
  breed!: Breed;

  @Field(() => AgeBandEnum, { description: 'The age band asked about.' })
  age!: AgeBand;

  @Field(() => LengthUnitEnum, { description: 'The unit the reader used.' })
  unit!: LengthUnit;

  @Field({ description: 'Below the adult band: more room above the neck, one extra inch of fitted length, a lighter minimum width.' })
  puppy!: boolean;

  @Field({ description: 'False when the neck is estimated from the size chart.' })
  measured!: boolean;

  @Field(() => InchRange, { description: 'The neck, inches: one number (min = max) when measured, the likely range when estimated.' })
  neckIn!: InchRange;

  @Field(() => String, { nullable: true, description: 'How the neck was estimated, in a sentence; null when measured.' })
  estimate!: string | null;

  @Field(() => InchRange, { description: 'The necks this breed plausibly has at this age, inches.' })
  plausibleNeckIn!: InchRange;

  @Field(() => String, { nullable: true, description: 'A sentence when the neck is outside the plausible range; null otherwise.' })
  neckWarning!: string | null;

  @Field(() => FitRoom, { description: 'The room a size must leave below and above the neck to be offered.' })
  roomNeeded!: FitRoom;

  @Field(() => Float, { description: 'Inches the fitted collar measures beyond the neck: 2, or 3 for a puppy.' })
  allowanceIn!: number;

  @Field(() => InchRange, {
    description: 'What the fastened collar will measure around, inches: a secondary figure, never the size to buy.',
  })
  collarLengthIn!: InchRange;

  @Field(() => Float, {
    description: 'The narrowest collar offered for this dog, inches (1.25 for an adult, 0.75 for a puppy up to a 14 inch neck).',
  })
  minWidthIn!: number;

  @Field({ description: 'The check to make once the collar is on.' })
  twoFingerCheck!: string;

  @Field(() => Int, { description: 'How many public collars are offered for this dog, on all pages.' })
  matchCount!: number;

  @Field(() => Int, { description: 'The page of `matches`, 1-based.' })
  page!: number;

  @Field(() => Int, { description: 'How many pages of matches there are (0 with none).' })
  pageCount!: number;

  @Field(() => [FitMatch], {
    description: 'One page of the collars offered: suited to the breed first, then the most room, then the best editorial score.',
  })
  matches!: FitMatch[];

  @Field(() => [FitNearMiss], { description: 'When no collar fits: the closest sizes, nearest first (else empty).' })
  closest!: FitNearMiss[];
}
