import * as z from 'zod/mini';
import { CollarSize, Product } from './product-schemas';

// The fit finder: every value is read as text, so "abc" or "-3" reaches the shared rules and comes back as a message
// for its field (400 with `fields`), the same messages the /fit-finder page shows.
const fitText = (description: string) => z.optional(z.string().check(z.maxLength(40), z.describe(description)));

export const FitQuery = z.object({
  breed: fitText('english, french or american.'),
  age: fitText('The size chart’s age band: 8-12-weeks, 3-6-months, 6-12-months or adult.'),
  neck: fitText('The measured neck in `unit` (a decimal point or comma). Leave out to estimate it from the weight.'),
  weight: fitText('Pounds (unit=in) or kilograms (unit=cm); needed when the neck is left out.'),
  unit: fitText('in (default, with pounds) or cm (with kilograms).'),
  measured: fitText('"no": the neck was not measured; any neck given is ignored and the weight is used.'),
  page: z.optional(z.int().check(z.minimum(1), z.maximum(10000), z.describe('The page of the ranked collars, 12 a page (default 1).'))),
});

const InchRange = z.object({ min: z.number(), max: z.number() });

const FitRoom = z.object({ belowIn: z.number(), aboveIn: z.number() }).check(z.describe('Room below and above the neck, inches.'));

export const FitAnswer = z.object({
  success: z.literal(true),
  recommendation: z
    .object({
      breed: z.string(),
      age: z.string(),
      unit: z.enum(['in', 'cm']),
      puppy: z.boolean().check(z.describe('Below the adult band: more room above the neck, one extra inch of fitted length.')),
      measured: z.boolean().check(z.describe('false when the neck is estimated from the size chart.')),
      neckIn: z.object(InchRange.shape).check(z.describe('The neck, inches: min = max when measured, the likely range when estimated.')),
      estimate: z.nullable(z.string()).check(z.describe('How the neck was estimated; null when measured.')),
      plausibleNeckIn: z.object(InchRange.shape).check(z.describe('The necks this breed plausibly has at this age, inches.')),
      neckWarning: z.nullable(z.string()).check(z.describe('A sentence when the neck is outside the plausible range; else null.')),
      roomNeeded: z.object(FitRoom.shape).check(z.describe('The room a size must leave below and above the neck.')),
      allowanceIn: z.number().check(z.describe('Inches the fitted collar measures beyond the neck: 2, or 3 for a puppy.')),
      collarLengthIn: z
        .object(InchRange.shape)
        .check(z.describe('What the fastened collar will measure around, inches: a secondary figure, never the size to buy.')),
      minWidthIn: z
        .number()
        .check(z.describe('The narrowest collar offered, inches (1.25 for an adult, 0.75 for a puppy up to a 14 inch neck).')),
      twoFingerCheck: z.string(),
      matchCount: z.int().check(z.describe('How many collars are offered for this dog, on all pages.')),
      page: z.int().check(z.describe('The page of `matches`, 1-based.')),
      pageCount: z.int().check(z.describe('How many pages of matches there are (0 with none).')),
      matches: z
        .array(z.object({ product: Product, size: CollarSize, room: FitRoom, suited: z.boolean(), fitNotes: z.array(z.string()) }))
        .check(z.describe('One page of the collars offered: suited to the breed first, then the most room, then the best score.')),
      closest: z
        .array(
          z.object({
            product: Product,
            size: CollarSize,
            missByIn: z.number().check(z.describe('Inches of room the size lacks on its short side.')),
            direction: z.enum(['small', 'large']),
          }),
        )
        .check(z.describe('When nothing fits: the closest sizes, nearest first (else empty).')),
    })
    .check(z.describe('The same answer as the GraphQL query fitRecommendation; lengths in inches.')),
});
