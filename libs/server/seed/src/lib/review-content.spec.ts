import { BUDGET_PRICE_THRESHOLD, PREMIUM_PRICE_THRESHOLD, parsePrice } from '@bcg/shared/product-filters';
import { SCORING_CRITERIA, editorialScore, isValidMark, type Criterion, type TestDog } from '@bcg/shared/reviews';
import { BREED_FIGURES, MIN_ADULT_COLLAR_WIDTH_IN, SIZE_CHART, type Breed, type Range } from '@bcg/shared/sizing';
import { isSlug, slugify } from '@bcg/shared/validation';
import { SEED_ARTICLES } from './articles.data';
import { SEED_FAQS } from './faqs.data';
import { SEED_PRODUCTS } from './products.data';
import type { SeedProduct } from './seed.types';
import { TEST_DOGS } from './test-dogs.data';

// The review of every seeded collar (verdict, marks, test notes, pros and cons, sizes) read against everything else
// the site says: the collar's own catalogue text, its badge, its price, the kennel of test dogs, the breed figures,
// and the tested roundup's claims. Each rule returns the problems it finds, so the last test can show that a careless
// edit of each kind is caught.

/** Everything the rules read: the catalogue, the kennel and the texts that talk about both. */
interface Content {
  products: SeedProduct[];
  kennel: TestDog[];
  /** HTML of the roundup, best-bulldog-collars-tested: its sections and table name collars, dogs and durations. */
  roundup: string;
  /** Every other text a reader sees: article bodies and FAQ answers. */
  texts: string[];
}

const ROUNDUP_SLUG = 'best-bulldog-collars-tested';
const MAX_VERDICT_LENGTH = 160;
const MIN_DAYS_WORN = 30;
const CRITERIA = SCORING_CRITERIA.map((c) => c.key)
  .sort()
  .join(', ');
/** How far, in marks out of 10, the customer-satisfaction mark may stray from the retailer's rating (out of 5) doubled. */
const CUSTOMER_MARK_TOLERANCE = 0.6;

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const toNumber = (word: string) => (/^\d+$/.test(word) ? Number(word) : NUMBER_WORDS.indexOf(word.toLowerCase()));
const BREED_WORDS: Record<Breed, RegExp> = {
  english: /\bEnglish bulldogs?\b/i,
  french: /\bFrench bulldogs?\b|\bFrenchies\b|\bFrenchie\b/i,
  american: /\bAmerican bulldogs?\b/i,
};
const breedOf = (words: string): Breed | undefined => (Object.keys(BREED_WORDS) as Breed[]).find((b) => BREED_WORDS[b].test(words));

const stripTags = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
const at = (list: ArrayLike<string | undefined>, index: number): string => list[index] ?? '';
const show = ({ min, max }: Range) => `${min}-${max}`;
const price = (p: SeedProduct) => parsePrice(p.price) ?? NaN;
/** The editorial score, or NaN when a mark is invalid (shapeProblems reports that; the other rules compare nothing). */
const score = (p: SeedProduct) => (SCORING_CRITERIA.every(({ key }) => isValidMark(p.scores[key])) ? editorialScore(p.scores) : NaN);
const short = (p: SeedProduct) => at(p.name.split(' '), 0);
const isPuppy = (dog: TestDog) => dog.ageYears < 1;
const hullOf = (p: SeedProduct): Range => ({
  min: Math.min(...p.sizes.map((s) => s.neckIn.min)),
  max: Math.max(...p.sizes.map((s) => s.neckIn.max)),
});
const covers = (outer: Range, inner: Range) => outer.min <= inner.min && outer.max >= inner.max;
/** A collar's own words: description, features, fit notes, best-for, and its review. */
const ownTexts = (p: SeedProduct) => [
  p.description,
  ...p.features,
  ...p.bulldogFitNotes,
  p.bestFor,
  p.verdict,
  ...p.testNotes.findings,
  ...p.pros,
  ...p.cons,
];
/** Whether the collar has a quick-release buckle: the catalogue has no field for it; its name and features say so. */
const quickRelease = (p: SeedProduct) => [p.name, p.description, ...p.features].some((t) => /\bquick[- ]release\b/i.test(t));

/** The roundup's h2 sections: heading and text. */
function sections(html: string): Array<{ heading: string; body: string }> {
  return [...html.matchAll(/<h2>([\s\S]*?)<\/h2>([\s\S]*?)(?=<h2>|$)/g)].map((m) => ({
    heading: stripTags(at(m, 1)),
    body: at(m, 2),
  }));
}

/** The size chart's row for a puppy's age (8-12 weeks, 3-6 months, 6-12 months), undefined for an adult or a puppy under 8 weeks. */
function chartRow(dog: TestDog) {
  if (!isPuppy(dog)) return undefined;
  if (Math.round(dog.ageYears * 52) < 8) return undefined;
  const months = dog.ageYears * 12;
  return SIZE_CHART.find((row) => row.age === (months < 3 ? '8-12 weeks' : months < 6 ? '3-6 months' : '6-12 months'));
}

/** Verdict, marks, notes, pros, cons and sizes have the shape a review page can show as it is. */
function shapeProblems({ products }: Content): string[] {
  const problems: string[] = [];
  const slugs = products.map((p) => p.slug);
  if (new Set(slugs).size !== slugs.length) problems.push(`slugs are not unique: ${slugs.join(', ')}`);
  for (const p of products) {
    const here = p.name;
    if (!isSlug(p.slug) || p.slug !== slugify(p.name)) problems.push(`${here}: slug "${p.slug}" is not the name slugified`);
    const v = p.verdict;
    if (v.length > MAX_VERDICT_LENGTH) problems.push(`${here}: the verdict has ${v.length} characters, over ${MAX_VERDICT_LENGTH}`);
    if (!/^[A-Z]/.test(v) || !/[^.]\.$/.test(v) || /[.!?]\s/.test(v) || /[!?]/.test(v)) {
      problems.push(`${here}: the verdict is not one sentence with one final full stop: "${v}"`);
    }
    const keys = Object.keys(p.scores).sort().join(', ');
    if (keys !== CRITERIA) problems.push(`${here}: marks for ${keys}, not for ${CRITERIA}`);
    for (const { key } of SCORING_CRITERIA) {
      if (!isValidMark(p.scores[key])) problems.push(`${here}: the ${key} mark ${p.scores[key]} is not 0-10 in steps of 0.1`);
    }
    const { daysWorn, findings } = p.testNotes;
    if (!Number.isInteger(daysWorn) || daysWorn < MIN_DAYS_WORN) problems.push(`${here}: worn ${daysWorn} days, under ${MIN_DAYS_WORN}`);
    const counts: Array<[string, string[], number, number]> = [
      ['findings', findings, 3, 5],
      ['pros', p.pros, 3, 4],
      ['cons', p.cons, 2, 3],
    ];
    for (const [what, list, min, max] of counts) {
      if (list.length < min || list.length > max) problems.push(`${here}: ${list.length} ${what}, not ${min}-${max}`);
    }
    // Findings are sentences; pros and cons are list items, with no full stop.
    const unfinished = findings.filter((finding) => !/^[A-Z].*[.]$/.test(finding));
    const punctuated = [...p.pros, ...p.cons].filter((item) => /[.;]$/.test(item));
    problems.push(...unfinished.map((finding) => `${here}: a finding that is not a sentence: "${finding}"`));
    problems.push(...punctuated.map((item) => `${here}: a pro or con ending in punctuation: "${item}"`));
    if (p.sizes.length < 2 || p.sizes.length > 5) problems.push(`${here}: ${p.sizes.length} sizes, not 2-5`);
    if (new Set(p.sizes.map((s) => s.label)).size !== p.sizes.length) problems.push(`${here}: size labels repeat`);
    p.sizes.forEach(({ label, neckIn }, i) => {
      if (!(neckIn.min < neckIn.max)) problems.push(`${here}: size ${label} fits ${show(neckIn)}`);
      const before = p.sizes[i - 1];
      if (!before) return;
      if (!(neckIn.min > before.neckIn.min && neckIn.max > before.neckIn.max)) {
        problems.push(`${here}: size ${label} (${show(neckIn)}) is not above ${before.label} (${show(before.neckIn)})`);
      }
      if (neckIn.min > before.neckIn.max) {
        problems.push(`${here}: a gap between ${before.label} (${show(before.neckIn)}) and ${label} (${show(neckIn)})`);
      }
    });
  }
  return problems;
}

/** The sizes agree with what the collar's features and fit notes say about sizes. */
function sizeClaimProblems({ products }: Content): string[] {
  const problems: string[] = [];
  for (const p of products) {
    const hull = hullOf(p);
    const say = (claim: string, ok: boolean, detail: string) => {
      if (!ok) problems.push(`${p.name}: "${claim}" but ${detail}`);
    };
    const sizesText = p.sizes.map((s) => `${s.label} ${show(s.neckIn)}`).join(', ');
    for (const text of [...p.features, ...p.bulldogFitNotes]) {
      for (const m of text.matchAll(
        /\b(?:Sizes for (\d+)-(\d+) inch necks|Sized for necks (\d+) to (\d+) inches|with (\d+) to (\d+) inch necks)/gi,
      )) {
        const [min, max] = m
          .slice(1)
          .filter((g) => g !== undefined)
          .map(Number);
        say(m[0], hull.min === min && hull.max === max, `the sizes cover ${show(hull)} (${sizesText})`);
      }
      for (const m of text.matchAll(/\b(\w+) sizes from (\d+) to (\d+) inches/gi)) {
        say(m[0], toNumber(at(m, 1)) === p.sizes.length, `there are ${p.sizes.length} sizes`);
        say(m[0], hull.min === Number(m[2]) && hull.max === Number(m[3]), `the sizes cover ${show(hull)}`);
      }
      for (const m of text.matchAll(/\b(\w+) sizes: ((?:\d+-\d+(?:,| and|,? and)? ?)+) inch necks/gi)) {
        const ranges = [...at(m, 2).matchAll(/(\d+)-(\d+)/g)].map((r) => `${r[1]}-${r[2]}`);
        say(
          m[0],
          toNumber(at(m, 1)) === p.sizes.length && ranges.join() === p.sizes.map((s) => show(s.neckIn)).join(),
          `the sizes are ${sizesText}`,
        );
      }
      for (const m of text.matchAll(/\bFits necks up to (\d+) inches/gi)) {
        say(m[0], hull.max === Number(m[1]), `the largest size fits ${hull.max}`);
      }
      for (const m of text.matchAll(/\bThe (small|medium|large) fits (\d+)-(\d+) inch necks/gi)) {
        const label = at(m, 1).toLowerCase();
        const size = p.sizes.find((s) => s.label.toLowerCase() === label || s.label === at(label.toUpperCase(), 0));
        say(m[0], !!size && size.neckIn.min === Number(m[2]) && size.neckIn.max === Number(m[3]), `the sizes are ${sizesText}`);
      }
      for (const m of text.matchAll(/\bAdjusts over an? (\d+) inch range/gi)) {
        say(
          m[0],
          p.sizes.every((s) => s.neckIn.max - s.neckIn.min === Number(m[1])),
          `the sizes are ${sizesText}`,
        );
      }
      for (const m of text.matchAll(/\b(\w+) adjustment holes, (\d+) inch(?:es)? apart/gi)) {
        const span = (toNumber(at(m, 1)) - 1) * Number(m[2]);
        say(
          m[0],
          p.sizes.every((s) => s.neckIn.max - s.neckIn.min === span),
          `a size should span ${span} inches: ${sizesText}`,
        );
      }
    }
  }
  return problems;
}

/** Test dogs: from the kennel, real figures for their breed or age, and fitted as the methodology says. */
function dogProblems({ products, kennel }: Content): string[] {
  const problems: string[] = [];
  if (new Set(kennel.map((d) => d.name)).size !== kennel.length) problems.push('two kennel dogs share a name');
  for (const dog of kennel) {
    const adult = !isPuppy(dog);
    const row = chartRow(dog);
    const band = adult ? BREED_FIGURES[dog.breed] : row;
    const what = adult ? `an adult ${BREED_FIGURES[dog.breed].name}` : `a puppy of ${row?.age ?? `${Math.round(dog.ageYears * 52)} weeks`}`;
    if (!band) {
      problems.push(`${dog.name}: no size chart row for ${what}`);
      continue;
    }
    if (dog.weightLbs < band.weightLbs.min || dog.weightLbs > band.weightLbs.max) {
      problems.push(`${dog.name}: ${dog.weightLbs} lbs for ${what}, outside ${show(band.weightLbs)}`);
    }
    if (dog.neckIn < band.neckIn.min || dog.neckIn > band.neckIn.max) {
      problems.push(`${dog.name}: a ${dog.neckIn} inch neck for ${what}, outside ${show(band.neckIn)}`);
    }
  }
  for (const p of products) {
    const dog = p.testNotes.dog;
    if (!kennel.some((k) => JSON.stringify(k) === JSON.stringify(dog))) {
      problems.push(`${p.name}: tested on ${dog.name}, who is not a kennel dog as defined`);
    }
    if (!p.sizes.some((s) => dog.neckIn >= s.neckIn.min && dog.neckIn <= s.neckIn.max)) {
      problems.push(`${p.name}: no size fits ${dog.name}'s ${dog.neckIn} inch neck`);
    }
    if (!p.testNotes.findings.some((f) => f.includes(dog.name))) {
      problems.push(`${p.name}: the findings never name ${dog.name}, the test dog`);
    }
    // "Each collar is fitted to a dog of the breed it suits best" (methodology): best-for names the breed or puppies.
    const breed = breedOf(p.bestFor);
    if (breed) {
      if (dog.breed !== breed) {
        problems.push(`${p.name}: best for ${BREED_FIGURES[breed].name}s but tested on a ${BREED_FIGURES[dog.breed].name}`);
      }
      if (!covers(hullOf(p), BREED_FIGURES[breed].neckIn)) {
        problems.push(
          `${p.name}: best for ${BREED_FIGURES[breed].name}s, but its sizes (${show(hullOf(p))}) miss part of their ${show(BREED_FIGURES[breed].neckIn)} inch necks`,
        );
      }
    }
    const puppyCollar = /\bpupp(?:y|ies)\b/i.test(p.bestFor);
    if (puppyCollar !== isPuppy(dog)) problems.push(`${p.name}: best for "${p.bestFor}" but tested on a dog of ${dog.ageYears} years`);
    if (/\badult\b/i.test(p.bestFor) && isPuppy(dog)) problems.push(`${p.name}: a collar for adults tested on a puppy`);
    if (ownTexts(p).some((t) => /\btoo heavy for (?:most )?(?:Frenchies|French bulldogs)\b/i.test(t)) && dog.breed === 'french') {
      problems.push(`${p.name}: too heavy for Frenchies, yet tested on ${dog.name}, a French bulldog`);
    }
  }
  return problems;
}

/** Every "<Name>, our [N pound] <breed>" and "both of our Frenchies" in any text agrees with the kennel. */
function namedDogProblems({ products, kennel, roundup, texts }: Content): string[] {
  const problems: string[] = [];
  const all = [roundup, ...texts, ...products.flatMap(ownTexts)].map(stripTags);
  const named = /\b([A-Z][a-z]+), our (?:other |foster )?(?:(\d+)[- ]pound )?(English bulldog|French bulldog|Frenchie|American bulldog)/g;
  for (const text of all) {
    for (const m of text.matchAll(named)) {
      const dog = kennel.find((d) => d.name === m[1]);
      if (!dog) {
        problems.push(`"${m[0]}": no kennel dog is called ${at(m, 1)}`);
        continue;
      }
      if (breedOf(at(m, 3)) !== dog.breed) problems.push(`"${m[0]}": ${dog.name} is a ${BREED_FIGURES[dog.breed].name} in the kennel`);
      if (m[2] !== undefined && Number(m[2]) !== dog.weightLbs) {
        problems.push(`"${m[0]}": ${dog.name} weighs ${dog.weightLbs} lbs in the kennel`);
      }
    }
    for (const m of text.matchAll(/\b(both|all \w+) of our (Frenchies|French bulldogs|English bulldogs|American bulldogs)\b/gi)) {
      const breed = breedOf(at(m, 2));
      const count = kennel.filter((d) => d.breed === breed && !isPuppy(d)).length;
      const said = at(m, 1).toLowerCase() === 'both' ? 2 : toNumber(at(at(m, 1).split(' '), 1));
      if (count !== said) problems.push(`"${m[0]}": the kennel has ${count} adult ${at(m, 2)}`);
    }
  }
  return problems;
}

/**
 * Durations said of a whole test ("after a month", "for six weeks", "in five weeks of", "through 30 days", "30 days of",
 * "from 9 to 15 weeks", which also gives the puppy's age) match its notes. "After two weeks" and the like are moments
 * within a test, not its length, and are left alone.
 */
function durationProblems(p: SeedProduct, text: string): string[] {
  const problems: string[] = [];
  const { daysWorn, dog } = p.testNotes;
  const plain = stripTags(text);
  for (const m of plain.matchAll(/\b(?:after|for|through) a month\b/gi)) {
    if (daysWorn < 30 || daysWorn > 31) problems.push(`${p.name}: "${m[0]}" but worn ${daysWorn} days`);
  }
  for (const m of plain.matchAll(/\bfor (\w+) weeks\b|\bin (\w+) weeks of\b/gi)) {
    const weeks = toNumber(m[1] ?? at(m, 2));
    if (weeks > 0 && (daysWorn < weeks * 7 || daysWorn > weeks * 7 + 6)) problems.push(`${p.name}: "${m[0]}" but worn ${daysWorn} days`);
  }
  for (const m of plain.matchAll(/\b(?:for|through) (\d+) days\b|\b(\d+) days of\b/gi)) {
    if (Number(m[1] ?? m[2]) !== daysWorn) problems.push(`${p.name}: "${m[0]}" but worn ${daysWorn} days`);
  }
  for (const m of plain.matchAll(/\bfrom (\d+) to (\d+) weeks\b/gi)) {
    const [from, to] = [Number(m[1]), Number(m[2])];
    if (Math.round(dog.ageYears * 52) !== from || daysWorn !== (to - from) * 7) {
      problems.push(`${p.name}: "${m[0]}" but ${dog.name} was ${Math.round(dog.ageYears * 52)} weeks old and wore it ${daysWorn} days`);
    }
  }
  return problems;
}

/** Reflective, waterproof, machine washable, quick release: what the review says matches the catalogue's fields. */
const PROPERTIES: Array<[string, RegExp, (p: SeedProduct) => boolean]> = [
  ['reflective', /\breflective\b/i, (p) => p.reflective],
  ['waterproof', /\bwaterproof\b/i, (p) => p.waterproof],
  ['machine washable', /\bmachine[- ]wash(?:able|es|ed)?\b|\bwashing machine\b/i, (p) => p.machineWashable],
  ['quick release', /\bquick[- ]release\b/i, quickRelease],
];
function propertyProblems({ products }: Content): string[] {
  const problems: string[] = [];
  for (const p of products) {
    for (const text of [p.verdict, ...p.testNotes.findings, ...p.pros, ...p.cons]) {
      for (const [name, word, has] of PROPERTIES) {
        if (!word.test(text)) continue;
        const negated = new RegExp(`\\b(?:no|not|nor|neither|without|never|lacks?)(?: \\w+){0,3}? (?:${word.source})`, 'i').test(text);
        if (negated === has(p)) problems.push(`${p.name}: "${text}" but ${name} is ${has(p)} in the catalogue`);
      }
    }
  }
  return problems;
}

/** Claims about price in a collar's texts or its roundup section. */
function priceProblems(p: SeedProduct, text: string, products: SeedProduct[]): string[] {
  const problems: string[] = [];
  const prices = products.map(price).sort((a, b) => a - b);
  if (/\bthe most expensive collar we tested\b/i.test(text) && price(p) !== prices[prices.length - 1]) {
    problems.push(`${p.name}: called the most expensive collar, at ${p.price}`);
  }
  if (/\b(?:one of|among) the least expensive\b/i.test(text) && price(p) > (prices[2] ?? Infinity)) {
    problems.push(`${p.name}: called one of the least expensive, at ${p.price}`);
  }
  if (/\babout half the price of full-grain\b/i.test(text)) {
    const fullGrain = products.filter((q) => /^full-grain/i.test(q.material)).map(price);
    if (!fullGrain.length || fullGrain.some((full) => price(p) / full < 0.4 || price(p) / full > 0.6)) {
      problems.push(`${p.name}: "about half the price of full-grain" at ${p.price}, against ${fullGrain.join(', ')}`);
    }
  }
  return problems;
}

/** What a badge or a roundup award ("Best value: ...") promises about the marks. */
type AwardRule = (p: SeedProduct, products: SeedProduct[]) => string | null;
const topOn =
  (criterion: Criterion, strict: boolean): AwardRule =>
  (p, products) => {
    const others = products.filter((q) => q !== p).map((q) => q.scores[criterion]);
    const beaten = others.some((mark) => (strict ? mark >= p.scores[criterion] : mark > p.scores[criterion]));
    return beaten
      ? `its ${criterion} mark ${p.scores[criterion]} is not the ${strict ? 'sole ' : ''}highest (others: ${others.join(', ')})`
      : null;
  };
const bestOverall: AwardRule = (p, products) =>
  products.some((q) => q !== p && score(q) >= score(p)) ? `its score ${score(p)} is not the sole highest` : null;
const AWARDS: Record<string, AwardRule> = {
  "editor's choice": bestOverall,
  'best overall': bestOverall,
  // Comfort is judged by the skin under the collar: the sensitive-skin pick and the most comfortable share the top mark.
  'best for sensitive skin': topOn('comfortFit', false),
  'most comfortable': topOn('comfortFit', false),
  'best value': topOn('value', true),
  'most durable': topOn('safetyDurability', true),
  // Escape resistance is part of safety: "the most secure we tested on Frenchies" (French size guide).
  'best martingale': (p, products) => {
    if (!/martingale/i.test(p.name)) return 'it is not a martingale';
    if (p.testNotes.dog.breed !== 'french') return 'it was not tested on a French bulldog';
    const rivals = products.filter((q) => q !== p && q.testNotes.dog.breed === 'french');
    return rivals.some((q) => q.scores.safetyDurability >= p.scores.safetyDurability)
      ? 'its safety mark is not the highest of the collars tested on Frenchies'
      : null;
  },
  'best for puppies': (p) => {
    if (!isPuppy(p.testNotes.dog)) return 'it was not tested on a puppy';
    const youngest = SIZE_CHART.find((row) => row.age === '8-12 weeks');
    return youngest && !covers(hullOf(p), youngest.neckIn) ? `its sizes miss the necks of ${youngest.age}` : null;
  },
};

/** Scores agree with badges, prices, features, ratings, widths, the home page's picks and the roundup. */
function scoreProblems({ products }: Content): string[] {
  const problems: string[] = [];
  for (const p of products) {
    if (p.badge === null) continue;
    const rule = AWARDS[p.badge.toLowerCase()];
    const problem = rule ? rule(p, products) : 'no rule says what this badge promises: add one to AWARDS';
    if (problem) problems.push(`${p.name}, badge "${p.badge}": ${problem}`);
  }
  // Ranks 1..3 are the home page's top picks: the three best scores, in order.
  const byRank = [...products].sort((a, b) => a.rank - b.rank);
  const picks = byRank.slice(0, 3);
  picks.forEach((p, i) => {
    const next = byRank[i + 1];
    if (next && score(next) >= score(p)) {
      problems.push(`top pick ${p.name} (${score(p)}) does not outscore rank ${next.rank}, ${next.name} (${score(next)})`);
    }
  });
  const lastPick = picks[picks.length - 1];
  for (const p of byRank.slice(3)) {
    if (lastPick && score(p) >= score(lastPick)) {
      problems.push(`${p.name} (${score(p)}) is not a top pick but outscores ${lastPick.name} (${score(lastPick)})`);
    }
  }
  // Value: a premium-priced collar never beats a budget-priced one on value.
  for (const premium of products.filter((p) => price(p) > PREMIUM_PRICE_THRESHOLD)) {
    for (const budget of products.filter((p) => price(p) < BUDGET_PRICE_THRESHOLD)) {
      if (premium.scores.value >= budget.scores.value) {
        problems.push(`${premium.name} (${premium.price}) has a value mark not below ${budget.name} (${budget.price})`);
      }
    }
  }
  // Features: more of reflective, waterproof, machine washable and quick release earns a higher features mark.
  const featureCount = (p: SeedProduct) => PROPERTIES.filter(([, , has]) => has(p)).length;
  for (const a of products) {
    for (const b of products) {
      if (featureCount(a) > featureCount(b) && a.scores.features <= b.scores.features) {
        problems.push(
          `${a.name} has ${featureCount(a)} of the features, ${b.name} ${featureCount(b)}, yet its features mark is not higher`,
        );
      }
    }
  }
  // Customer satisfaction follows the retailer's owners (their rating out of 5, doubled), give or take bulldog owners' views.
  for (const p of products) {
    const mark = p.scores.customerSatisfaction;
    if (Math.abs(mark - 2 * Number(p.rating)) > CUSTOMER_MARK_TOLERANCE + 1e-9) {
      problems.push(`${p.name}: customer satisfaction ${mark} against a retailer rating of ${p.rating}/5`);
    }
  }
  // A collar too narrow for an adult, worn by an adult, is the least comfortable of all.
  for (const narrow of products.filter((p) => parseFloat(p.width) < MIN_ADULT_COLLAR_WIDTH_IN && !isPuppy(p.testNotes.dog))) {
    for (const other of products.filter((p) => parseFloat(p.width) >= MIN_ADULT_COLLAR_WIDTH_IN)) {
      if (narrow.scores.comfortFit >= other.scores.comfortFit) {
        problems.push(`${narrow.name} is ${narrow.width} wide on an adult, yet as comfortable as ${other.name}`);
      }
    }
  }
  return problems;
}

/** The roundup: the ten collars it lists are the catalogue, and what it says of each agrees with its review. */
function roundupProblems({ products, kennel, roundup }: Content): string[] {
  const problems: string[] = [];
  const mentions = new Map<SeedProduct, number>();
  const count = (p: SeedProduct) => mentions.set(p, (mentions.get(p) ?? 0) + 1);
  for (const { heading, body } of sections(roundup)) {
    const award = /^(.+?): (.+)$/.exec(heading);
    const featured = award && products.find((p) => at(award, 2).startsWith(short(p)));
    if (award && featured) {
      count(featured);
      const rule = AWARDS[at(award, 1).toLowerCase()];
      const problem = rule ? rule(featured, products) : 'no rule says what this award promises: add one to AWARDS';
      if (problem) problems.push(`roundup "${heading}": ${problem}`);
      problems.push(...durationProblems(featured, body), ...priceProblems(featured, body, products));
      const dog = featured.testNotes.dog;
      const names = kennel.map((d) => d.name).filter((name) => new RegExp(`\\b${name}\\b`).test(body));
      if (names.length > 0 && !names.includes(dog.name)) {
        problems.push(`roundup "${heading}" tells of ${names.join(', ')}, but the review's test dog is ${dog.name}`);
      }
      if (/\bboth of our Frenchies\b/.test(body) && dog.breed !== 'french') {
        problems.push(`roundup "${heading}": tried on both Frenchies, but tested on ${dog.name}`);
      }
      if (/\btoo heavy for (?:most )?Frenchies\b/.test(body) && dog.breed === 'french') {
        problems.push(`roundup "${heading}": too heavy for Frenchies, but tested on ${dog.name}`);
      }
      if (/\bour (?:foster )?puppy\b/.test(body) && !isPuppy(dog)) {
        problems.push(`roundup "${heading}": worn by a puppy, but tested on ${dog.name}`);
      }
    }
    const rows = [...body.matchAll(/<tr><td>([\s\S]*?)<\/td>([\s\S]*?)<\/tr>/g)].map((m) => ({
      product: products.find((p) => p.name.startsWith(stripTags(at(m, 1)))),
      text: stripTags(at(m, 2)),
      cell: stripTags(at(m, 1)),
    }));
    rows.forEach(({ product, text, cell }, i) => {
      if (!product) return problems.push(`roundup table: "${cell}" is not a collar of the catalogue`);
      count(product);
      if (/\bthe most comfortable collar we tested\b/i.test(text)) {
        const problem = topOn('comfortFit', false)(product, products);
        if (problem) problems.push(`roundup table, ${cell}: "the most comfortable", but ${problem}`);
      }
      const above = rows[i - 1]?.product;
      if (above && score(above) < score(product)) {
        problems.push(`roundup table: ${cell} (${score(product)}) is listed below ${above.name} (${score(above)})`);
      }
      return undefined;
    });
  }
  for (const p of products) {
    if (mentions.get(p) !== 1) problems.push(`roundup: ${p.name} is listed ${mentions.get(p) ?? 0} times, not once`);
  }
  return problems;
}

/** A collar's own texts: durations and prices agree with its notes and the catalogue. */
function ownTextProblems({ products }: Content): string[] {
  return products.flatMap((p) => ownTexts(p).flatMap((text) => [...durationProblems(p, text), ...priceProblems(p, text, products)]));
}

const RULES = [
  shapeProblems,
  sizeClaimProblems,
  dogProblems,
  namedDogProblems,
  propertyProblems,
  scoreProblems,
  roundupProblems,
  ownTextProblems,
];
const problemsOf = (content: Content) => RULES.flatMap((rule) => rule(content));

const roundupArticle = SEED_ARTICLES.find((a) => a.slug === ROUNDUP_SLUG);
const seedContent = (): Content => ({
  products: structuredClone(SEED_PRODUCTS),
  kennel: structuredClone(Object.values(TEST_DOGS)) as TestDog[],
  roundup: roundupArticle?.content ?? '',
  texts: [...SEED_ARTICLES.filter((a) => a !== roundupArticle).flatMap((a) => [a.excerpt, a.content]), ...SEED_FAQS.map((f) => f.answer)],
});

describe('the review of every seeded collar', () => {
  it('has the roundup it is checked against', () => {
    expect(roundupArticle).toBeDefined();
  });

  it.each(RULES.map((rule) => [rule.name, rule] as const))('agrees with itself and the site: %s', (_name, rule) => {
    expect(rule(seedContent())).toEqual([]);
  });
});

describe('the review checks', () => {
  /** The seed content with one careless edit made to it. */
  function edited(edit: (content: Content, find: (name: string) => SeedProduct) => void): string[] {
    const content = seedContent();
    edit(content, (name) => content.products.find((p) => p.name.startsWith(name)) as SeedProduct);
    return problemsOf(content);
  }

  it.each<[string, (content: Content, find: (name: string) => SeedProduct) => void, RegExp]>([
    ['a verdict of two sentences', (_c, find) => (find('Ironbark').verdict = 'Great collar. Buy it.'), /not one sentence/],
    ['a verdict that runs on', (_c, find) => (find('Ironbark').verdict = `A ${'very '.repeat(40)}good collar.`), /over 160/],
    ['a mark with two decimals', (_c, find) => (find('Harbor').scores.value = 8.25), /not 0-10 in steps of 0.1/],
    ['a short test', (_c, find) => (find('Harbor').testNotes.daysWorn = 21), /worn 21 days, under 30/],
    ['a slug that is not the name', (_c, find) => (find('Harbor').slug = 'Harbor_collar'), /not the name slugified/],
    ['a rival outscoring the best all-rounder', (_c, find) => (find('Summit').scores.value = 10), /not the sole highest/],
    ['a best-value collar beaten on value', (_c, find) => (find('Sprout').scores.value = 9.6), /badge "Best Value"/],
    [
      'a sensitive-skin pick below the top comfort mark',
      (_c, find) => (find('Summit').scores.comfortFit = 9.8),
      /badge "Best for Sensitive Skin"/,
    ],
    ['a most-durable collar beaten on safety', (_c, find) => (find('Ironbark').scores.safetyDurability = 9.9), /badge "Most Durable"/],
    ['a badge with no rule', (_c, find) => (find('Harbor').badge = 'Staff Favourite'), /no rule says what this badge promises/],
    ['a premium price with a budget value mark', (_c, find) => (find('Summit').scores.value = 9.1), /Summit.*value mark not below Sprout/],
    [
      'features marked against the facts',
      (_c, find) => (find('Grit').scores.features = 9.5),
      /Grit & Grain.*yet its features mark is not higher/,
    ],
    [
      'a customer mark far from the rating',
      (_c, find) => (find('Grit').scores.customerSatisfaction = 9.5),
      /customer satisfaction 9.5 against a retailer rating of 4.2/,
    ],
    [
      'the roundup table out of score order',
      (_c, find) => (find('Harbor').scores.comfortFit = 9.4),
      /Harbor Everyday Waterproof \(8.6\) is listed below Bastion/,
    ],
    ['a top pick outscored', (_c, find) => (find('Bravo').scores.comfortFit = 8.6), /not a top pick but outscores TrailGuard/],
    [
      'an English bulldog of 60 lbs',
      (c) => ((c.kennel[1] as { weightLbs: number }).weightLbs = 60),
      /Daisy: 60 lbs for an adult English Bulldog, outside 40-55/,
    ],
    [
      'a puppy too big for its age',
      (c) => ((c.kennel[6] as { neckIn: number }).neckIn = 14),
      /Pudding: a 14 inch neck for a puppy of 8-12 weeks, outside 8-12/,
    ],
    [
      'a dog the text weighs differently',
      (c) => ((c.kennel[4] as { weightLbs: number }).weightLbs = 90),
      /"Tank, our 88 pound American bulldog": Tank weighs 90 lbs/,
    ],
    [
      'a named dog of another breed',
      (c) => ((c.kennel[2] as { breed: Breed }).breed = 'english'),
      /Louise is a English Bulldog in the kennel/,
    ],
    [
      'a third Frenchie',
      (c) => c.kennel.push({ name: 'Coco', breed: 'french', ageYears: 3, neckIn: 14, weightLbs: 20 }),
      /"both of our Frenchies": the kennel has 3/,
    ],
    [
      'a test dog the sizes do not fit',
      (_c, find) =>
        (find('Bravo').sizes = [
          { label: 'L', neckIn: { min: 20, max: 23 } },
          { label: 'XL', neckIn: { min: 22, max: 23 } },
        ]),
      /no size fits Tank's 24 inch neck/,
    ],
    [
      'a heavy collar tested on a Frenchie',
      (_c, find) => (find('Bravo').testNotes.dog = TEST_DOGS.louise),
      /too heavy for Frenchies, yet tested on Louise/,
    ],
    [
      'a puppy collar tested on an adult',
      (_c, find) => (find('Sprout').testNotes.dog = TEST_DOGS.daisy),
      /best for "Bulldog puppies.*tested on a dog of 3 years/,
    ],
    [
      'a dog outside the kennel',
      (_c, find) => (find('Harbor').testNotes.dog = { ...TEST_DOGS.pierre, weightLbs: 25 }),
      /Pierre, who is not a kennel dog/,
    ],
    [
      'a roundup story about another dog',
      (_c, find) => (find('Ironbark').testNotes.dog = TEST_DOGS.daisy),
      /tells of Winston, but the review's test dog is Daisy/,
    ],
    [
      'a duration the roundup contradicts',
      (_c, find) => (find('Bravo').testNotes.daysWorn = 35),
      /"30 days of|through 30 days" but worn 35 days/,
    ],
    ['a length of test its findings contradict', (_c, find) => (find('Grit').testNotes.daysWorn = 50), /"for six weeks" but worn 50 days/],
    [
      'a puppy test the roundup dates differently',
      (_c, find) => (find('Sprout').testNotes.daysWorn = 35),
      /"from 9 to 15 weeks" but Pudding/,
    ],
    ['sizes out of order', (_c, find) => find('Harbor').sizes.reverse(), /is not above/],
    [
      'a gap between sizes',
      (_c, find) =>
        (find('Harbor').sizes = [
          { label: 'S', neckIn: { min: 12, max: 14 } },
          { label: 'M', neckIn: { min: 15, max: 21 } },
        ]),
      /a gap between S/,
    ],
    [
      'sizes that miss the stated range',
      (_c, find) => find('Ironbark').sizes.pop(),
      /"Sizes for 14-26 inch necks" but the sizes cover 14-23/,
    ],
    [
      'a medium that is not the stated medium',
      (_c, find) => (find('CloudRest').sizes[1] = { label: 'M', neckIn: { min: 13, max: 16 } }),
      /"The medium fits 12-16 inch necks"/,
    ],
    [
      'a French collar too small for French necks',
      (_c, find) =>
        (find('TrailGuard').sizes = [
          { label: 'S', neckIn: { min: 12, max: 15 } },
          { label: 'M', neckIn: { min: 14, max: 17 } },
        ]),
      /miss part of their 13-18/,
    ],
    [
      'a washable claim for leather',
      (_c, find) => find('Ironbark').pros.push('Machine washable'),
      /"Machine washable" but machine washable is false/,
    ],
    [
      'a reflective collar said to lack reflection',
      (_c, find) => (find('Bravo').cons[0] = 'No reflective trim'),
      /"No reflective trim" but reflective is true/,
    ],
    [
      'a false price claim',
      (_c, find) => (find('Harbor').cons[0] = 'The most expensive collar we tested'),
      /Harbor.*called the most expensive/,
    ],
  ])('finds %s', (_what, edit, expected) => {
    expect(edited(edit)).toEqual(expect.arrayContaining([expect.stringMatching(expected)]));
  });
});
