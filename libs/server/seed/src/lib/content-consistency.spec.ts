import fs from 'node:fs';
import path from 'node:path';
import { asinFromRetailerUrl, isRetailerUrl } from '@bcg/shared/affiliate-links';
import {
  BREED_FIGURES,
  COLLAR_ALLOWANCE_IN,
  MEASURING_STEPS,
  MIN_ADULT_COLLAR_WIDTH_IN,
  PUPPY_EXTRA_IN,
  SIZE_CHART,
  formatRange,
  type Breed,
  type Range,
} from '@bcg/shared/sizing';
import ts from 'typescript';
import { SEED_ARTICLES } from './articles.data';
import { SEED_FAQS } from './faqs.data';
import { SEED_PRODUCTS } from './products.data';

// Content that agrees with itself: the seed's articles, collars (with their reviews) and FAQs and the static text of the web pages are
// read like an editor would, and every claim of these kinds is checked against one source:
//   - retailer URLs are links (never printed as text, never carrying someone's tag) to collars of the catalogue,
//     and a link that names a collar or a breed points at that collar or that breed;
//   - a collar width under MIN_ADULT_COLLAR_WIDTH_IN is only stated with a qualifier (below);
//   - weights, necks and collar sizes said of an adult English, French or American bulldog lie inside that breed's
//     BREED_FIGURES, and size tables follow the general chart, the breed table and the fitted length (neck + 2, + 1
//     more for a puppy);
//   - a size is chosen by the neck range it fits: no text tells the reader to add inches to the neck to get the size
//     to buy (the old rule, which sent a 15.5 inch neck to a 17-20 size);
//   - counts of collars tested or ranked agree with the catalogue.

const root = path.resolve(__dirname, '../../../../..');

/**
 * A width under 1.25 inches is allowed only in a sentence that says it is for a puppy (puppy, weeks, months,
 * growing), or that it is not an adult's walking collar (too narrow, narrower than, ID tag, tag collar, spare).
 * Being a French bulldog is not a qualifier: adult Frenchies need 1.25 inches too.
 */
const PUPPY = /\bpupp(?:y|ies)\b|\bweeks?\b|\bmonths?\b|\bgrowing\b/i;
const NOT_FOR_ADULT_WALKS = /\btoo narrow\b|\bnarrower than\b|\bID[- ]tags?\b|\btag collar\b|\bspare\b/i;

/** Collars that were tested and dropped: the roundup's "What we did not recommend" (two plastic D-rings, one studded collar). */
const REJECTED_IN_TESTING = 3;
const COLLARS_RANKED = SEED_PRODUCTS.length;
const COLLARS_TESTED = COLLARS_RANKED + REJECTED_IN_TESTING;

const BREED_NAMES: Record<Breed, RegExp> = {
  english: /\bEnglish bulldogs?\b/i,
  french: /\bFrench bulldogs?\b|\bFrenchies\b|\bFrenchie\b/i,
  american: /\bAmerican bulldogs?\b/i,
};
/** Breed pages of the kennel clubs, by the last segment of their path. */
const BREED_PAGES: Record<string, Breed> = { bulldog: 'english', 'french-bulldog': 'french', 'american-bulldog': 'american' };

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'].concat([
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
]);
const NUM = `(\\d+|${NUMBER_WORDS.join('|')})`;
const toNumber = (word: string) => (/^\d+$/.test(word) ? Number(word) : NUMBER_WORDS.indexOf(word.toLowerCase()));

/** One piece of text to read: where it is (for the failure message), its body, and the breed it is about, if one. */
interface Text {
  where: string;
  body: string;
  subject?: Breed;
}

const decode = (html: string) =>
  html
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&rsquo;/g, "'")
    .replace(/&nbsp;/g, ' ');
const stripTags = (html: string) =>
  decode(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
/** The prose of a text: tables (checked on their own) left out, and each paragraph, item or heading a sentence of its own. */
const prose = (html: string) => stripTags(html.replace(/<table>[\s\S]*?<\/table>/g, ' ').replace(/<\/(?:p|li|h[2-4])>/g, '. '));
const sentences = (text: string) => prose(text).split(/(?<=[.!?;])\s+/);
const breedsIn = (sentence: string): Breed[] => (Object.keys(BREED_NAMES) as Breed[]).filter((breed) => BREED_NAMES[breed].test(sentence));
const hull = (ranges: Range[]): Range => ({ min: Math.min(...ranges.map((r) => r.min)), max: Math.max(...ranges.map((r) => r.max)) });
const inside = (value: Range, band: Range) => value.min >= band.min && value.max <= band.max;
/** A capture group or a list item that the pattern guarantees, as a string ('' if absent). */
const at = (list: ArrayLike<string | undefined>, index: number): string => list[index] ?? '';
const show = (range: Range) => (range.min === range.max ? `${range.min}` : `${range.min}-${range.max}`);

function parseRange(cell: string): Range | null {
  const match = /(\d+(?:\.\d+)?)(?:\s*(?:-|to|–)\s*(\d+(?:\.\d+)?))?/.exec(cell);
  if (!match) return null;
  return { min: Number(match[1]), max: Number(match[2] ?? match[1]) };
}

/** Every match of a global pattern as a range (groups 1 and 2, or 1 alone). */
function rangesOf(sentence: string, pattern: RegExp): Range[] {
  return [...sentence.matchAll(pattern)].map((m) => ({ min: Number(m[1]), max: Number(m[2] ?? m[1]) }));
}

const WIDTH_CLAIMS = [
  /(\d+(?:\.\d+)?)(?:\s*(?:to|-)\s*(\d+(?:\.\d+)?))?[- ]inch(?:es)? wide\b/gi,
  /\bwidth (?:of )?(?:at least )?(\d+(?:\.\d+)?)(?:\s*(?:to|-)\s*(\d+(?:\.\d+)?))? inch/gi,
  /(\d+(?:\.\d+)?)(?:\s*(?:to|-)\s*(\d+(?:\.\d+)?))?[- ]inch width\b/gi,
  // "a 1 inch collar", "the 2 inch Summit leather collar", "the 1 inch version": so few inches before these is a width.
  /\b(\d(?:\.\d+)?)[- ]inch (?:[\w-]+ ){0,3}?(?:collar|version)\b/gi,
];
const WEIGHT_RANGE = /\b(\d+)\s*(?:to|-|–)\s*(\d+)\s*(?:lbs?|pounds)\b/gi;
const NECK_CLAIMS = [
  /\bnecks? (?:measurements? )?(?:of )?(\d+)\s*(?:to|-)\s*(\d+) inch/gi,
  /\b(\d+)\s*(?:to|-)\s*(\d+)[- ]inch necks?\b/gi,
  /\b(\d+)[- ]inch neck\b/gi,
  /\bnecks? up to (\d+) inch/gi,
];
const COLLAR_SIZE_CLAIM = /\bcollar (?:size )?of (?:about )?(\d+) to (\d+) inch/gi;

/**
 * The old sizing rule in its wordings: adding inches to the neck to get a size ("add 2 inches", "collar size is the
 * neck plus 2", "neck + 2 in = collar size", "add 1 extra inch" for a puppy). The fitted length may be stated, as
 * what the collar measures, never as the size to buy.
 */
const OLD_SIZE_RULE = [
  /\badd(?:ing)? (?:2|two) inch/i,
  /\badd(?:ing)? (?:1|one) extra inch/i,
  /\bcollar size (?:is|=|equals) (?:the )?neck/i,
  /\bneck (?:measurement )?(?:\+|plus) ?(?:2|two) ?(?:in|inch(?:es)?)? ?= ?collar size/i,
  /(?<!not |never )\bthe (?:collar )?size to buy\b/i,
  /\b(?:sized|sizes|sizing|method)\b[^.]*\bneck (?:measurement )?(?:\+|plus) ?(?:2|two) ?inch/i,
];

/** Sentences that state the old rule. */
function oldRuleProblems({ where, body }: Text): string[] {
  return sentences(body)
    .filter((sentence) => OLD_SIZE_RULE.some((pattern) => pattern.test(sentence)))
    .map((sentence) => `${where}: sizes by adding inches to the neck: "${sentence}"`);
}

/** Problems with the sentences of a text: widths, weights, necks and collar sizes. */
function sentenceProblems({ where, body, subject }: Text): string[] {
  const problems: string[] = [];
  for (const sentence of sentences(body)) {
    const puppy = PUPPY.test(sentence);
    for (const pattern of WIDTH_CLAIMS) {
      for (const width of rangesOf(sentence, pattern)) {
        if (width.min < MIN_ADULT_COLLAR_WIDTH_IN && !puppy && !NOT_FOR_ADULT_WALKS.test(sentence)) {
          problems.push(`${where}: a ${show(width)} inch width with no puppy or ID-tag qualifier: "${sentence}"`);
        }
      }
    }
    // A weight or neck said of a dog of a named breed ("our 52 pound English bulldog").
    for (const m of sentence.matchAll(/\b(\d+)[- ](?:pound|lb) (English bulldog|French bulldog|Frenchie|American bulldog)/gi)) {
      const band = BREED_FIGURES[breedsIn(at(m, 2))[0] ?? 'english'].weightLbs;
      if (!inside({ min: Number(m[1]), max: Number(m[1]) }, band)) {
        problems.push(`${where}: a ${at(m, 1)} lb ${at(m, 2)}, outside ${formatRange(band, 'lbs')}: "${sentence}"`);
      }
    }
    if (puppy) continue;
    const named = breedsIn(sentence);
    const breeds = named.length > 0 ? named : subject ? [subject] : [];
    if (breeds.length === 0) continue;
    const checks: Array<[string, Range[], Range]> = [
      ['weight', rangesOf(sentence, WEIGHT_RANGE), hull(breeds.map((b) => BREED_FIGURES[b].weightLbs))],
      ['neck', NECK_CLAIMS.flatMap((pattern) => rangesOf(sentence, pattern)), hull(breeds.map((b) => BREED_FIGURES[b].neckIn))],
      ['collar size', rangesOf(sentence, COLLAR_SIZE_CLAIM), hull(breeds.map((b) => BREED_FIGURES[b].collarIn))],
    ];
    for (const [what, claims, band] of checks) {
      for (const claim of claims.filter((c) => !inside(c, band))) {
        problems.push(`${where}: ${what} ${show(claim)} for ${breeds.join('/')}, outside the breed table's ${show(band)}: "${sentence}"`);
      }
    }
  }
  return problems;
}

/** Problems with the links of an HTML text and with URLs printed as text. */
function linkProblems({ where, body, subject }: Text): string[] {
  const problems: string[] = [];
  const printed = stripTags(body.replace(/\shref="[^"]*"/g, ''));
  for (const url of printed.match(/https?:\/\/[^\s"'<>)]+/g) ?? []) {
    if (isRetailerUrl(url)) problems.push(`${where}: the retailer URL ${url} is printed as text instead of a link`);
  }
  for (const link of body.matchAll(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)) {
    const [href, text] = [decode(at(link, 1)), stripTags(at(link, 2))];
    if (/^https?:\/\//.test(text) || /^www\./.test(text)) problems.push(`${where}: a link whose text is a URL: ${text}`);
    if (isRetailerUrl(href)) {
      if (/[?&]tag=/.test(href)) problems.push(`${where}: ${href} carries an affiliate tag (the site adds its own when rendering)`);
      const product = SEED_PRODUCTS.find((p) => p.amazonAsin === asinFromRetailerUrl(href));
      if (!product) problems.push(`${where}: ${href} is not a collar of the catalogue`);
      const named = SEED_PRODUCTS.find((p) => text.includes(at(p.name.split(' '), 0)));
      if (product && named && named !== product) problems.push(`${where}: "${text}" links to ${product.name}`);
    }
    const breedPage = /(?:akc\.org\/dog-breeds|ukcdogs\.com)\/([a-z-]+)\/?$/.exec(href)?.[1];
    if (breedPage !== undefined) {
      const linked = BREED_PAGES[breedPage];
      const meant = breedsIn(text)[0] ?? subject;
      if (!linked || (meant && linked !== meant)) problems.push(`${where}: "${text}" (${href}) is not the ${meant} breed page`);
    }
  }
  return problems;
}

/** Problems with the age tables of an HTML text (the general chart, a breed's table, a puppy table) and the roundup's widths. */
function tableProblems({ where, body, subject }: Text): string[] {
  const problems: string[] = [];
  for (const match of body.matchAll(/<table>([\s\S]*?)<\/table>/g)) {
    const before = body.slice(0, match.index);
    const heading = stripTags(at([...before.matchAll(/<h[23]>([\s\S]*?)<\/h[23]>/g)].pop() ?? [], 1));
    const header = [...at(match, 1).matchAll(/<th>([\s\S]*?)<\/th>/g)].map((m) => stripTags(at(m, 1)));
    const rows = [...at(match, 1).matchAll(/<tr>([\s\S]*?)<\/tr>/g)]
      .map((m) => [...at(m, 1).matchAll(/<td>([\s\S]*?)<\/td>/g)].map((c) => stripTags(at(c, 1))))
      .filter((cells) => cells.length > 0);
    const column = (pattern: RegExp) => header.findIndex((h) => pattern.test(h));
    const [age, weight, neck, collar, width] = [column(/^Age$/), column(/weight/i), column(/neck/i), column(/collar/i), column(/width/i)];
    const here = `${where}, table "${heading}"`;
    if (age !== 0) {
      // The roundup's table: a collar's width as the catalogue has it.
      for (const cells of rows) {
        const product = SEED_PRODUCTS.find((p) => p.name.startsWith(at(cells, 0)));
        if (product && width >= 0 && at(cells, width) !== product.width) {
          problems.push(`${here}: ${at(cells, 0)} is ${at(cells, width)} wide here, ${product.width} in the catalogue`);
        }
      }
      continue;
    }
    const breeds = breedsIn(heading);
    const breed = breeds.length === 1 ? breeds[0] : breeds.length === 0 && /bulldog/i.test(heading) ? undefined : subject;
    for (const cells of rows) {
      const row = `${here}, ${at(cells, age)}`;
      // The fitted length: the neck plus 2 inches, plus the growing puppy's extra inch below adult age.
      const allowance = COLLAR_ALLOWANCE_IN + (at(cells, age) === 'Adult' ? 0 : PUPPY_EXTRA_IN);
      const get = (index: number) => (index >= 0 ? parseRange(at(cells, index)) : null);
      const [w, n, c, wd] = [get(weight), get(neck), get(collar), get(width)];
      if (n && c && (c.min !== n.min + allowance || c.max !== n.max + allowance)) {
        problems.push(`${row}: collar ${show(c)} is not the neck ${show(n)} plus ${allowance} inches`);
      }
      const adult = at(cells, age) === 'Adult';
      if (adult && wd && wd.min < MIN_ADULT_COLLAR_WIDTH_IN) problems.push(`${row}: an adult width of ${at(cells, width)}`);
      const expected = breed
        ? adult
          ? { weightLbs: BREED_FIGURES[breed].weightLbs, neckIn: BREED_FIGURES[breed].neckIn }
          : null
        : SIZE_CHART.find((r) => r.age === at(cells, age));
      if (!expected) continue;
      if (w && (w.min !== expected.weightLbs.min || w.max !== expected.weightLbs.max)) {
        problems.push(`${row}: weight ${show(w)}, but ${breed ?? 'the general chart'} says ${show(expected.weightLbs)}`);
      }
      if (n && (n.min !== expected.neckIn.min || n.max !== expected.neckIn.max)) {
        problems.push(`${row}: neck ${show(n)}, but ${breed ?? 'the general chart'} says ${show(expected.neckIn)}`);
      }
    }
  }
  return problems;
}

/** Problems with counts of collars: tested, ranked and rejected must agree with the catalogue. */
function countProblems({ where, body }: Text): string[] {
  const text = stripTags(body);
  const claims: Array<[RegExp, number, string]> = [
    [new RegExp(`\\b(?:tested|put|testing) ${NUM} (?:bulldog )?collars\\b`, 'gi'), COLLARS_TESTED, 'tested'],
    [new RegExp(`\\b${NUM} (?:bulldog )?collars (?:tested|we tested)\\b`, 'gi'), COLLARS_TESTED, 'tested'],
    [new RegExp(`\\bof the ${NUM} collars we tested\\b`, 'gi'), COLLARS_TESTED, 'tested'],
    [new RegExp(`\\b${NUM} (?:that|which) (?:earned|made|passed)\\b`, 'gi'), COLLARS_RANKED, 'ranked'],
    [new RegExp(`\\b${NUM} of them ranked\\b`, 'gi'), COLLARS_RANKED, 'ranked'],
    [new RegExp(`\\b${NUM} (?:bulldog )?collars (?:worn|ranked|on (?:this|our) list)\\b`, 'gi'), COLLARS_RANKED, 'ranked'],
    [new RegExp(`\\b${NUM} (?:of the \\w+ )?collars (?:we tested )?did not make\\b`, 'gi'), REJECTED_IN_TESTING, 'rejected'],
  ];
  const problems: string[] = [];
  for (const [pattern, expected, what] of claims) {
    for (const m of text.matchAll(pattern)) {
      if (toNumber(at(m, 1)) !== expected) problems.push(`${where}: "${m[0]}" but ${expected} collars were ${what}`);
    }
  }
  // Any other "N collars" of five or more is one of the two counts.
  for (const m of text.matchAll(new RegExp(`\\b${NUM} (?:bulldog )?collars\\b`, 'gi'))) {
    const n = toNumber(at(m, 1));
    if (n >= 5 && n !== COLLARS_RANKED && n !== COLLARS_TESTED) problems.push(`${where}: "${m[0]}" matches no count of the catalogue`);
  }
  return problems;
}

const check = (text: Text) => [
  ...sentenceProblems(text),
  ...oldRuleProblems(text),
  ...linkProblems(text),
  ...tableProblems(text),
  ...countProblems(text),
];

const subjectOf = (slug: string): Breed | undefined => (['english', 'french', 'american'] as const).find((b) => slug.startsWith(`${b}-`));

function seedTexts(): Text[] {
  const articles = SEED_ARTICLES.flatMap((a) =>
    (['title', 'excerpt', 'metaDescription', 'content'] as const).map((field) => ({
      where: `article ${a.slug} ${field}`,
      body: a[field],
      subject: subjectOf(a.slug),
    })),
  );
  const products = SEED_PRODUCTS.flatMap((p) =>
    [p.description, ...p.features, ...p.bulldogFitNotes, p.bestFor, p.verdict, ...p.testNotes.findings, ...p.pros, ...p.cons].map(
      (body) => ({ where: `collar ${p.name}`, body }),
    ),
  );
  const faqs = SEED_FAQS.map((f) => ({ where: `FAQ "${f.question}"`, body: `${f.question} ${f.answer}` }));
  return [...articles, ...products, ...faqs];
}

/** The web pages that carry editorial text of their own (not the seed's), as source files. */
const WEB_SOURCES = [
  'libs/web/info/feature/src/lib',
  'libs/web/content/ui/src/lib',
  'libs/web/content/feature/src/lib',
  'libs/web/catalogue/ui/src/lib',
  'libs/web/catalogue/feature/src/lib',
  'libs/web/shared/src/lib',
  'apps/web/src/app/pages',
].flatMap((dir) =>
  fs
    .readdirSync(path.join(root, dir))
    .filter((file) => /\.tsx?$/.test(file) && !/\.(spec|suite)\.tsx?$/.test(file))
    .map((file) => path.join(dir, file)),
);

/** The text a reader sees in a source file: its string literals and JSX text, in order, imports left out. */
function sourceText(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const pieces: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) pieces.push(node.text);
    else if (ts.isJsxText(node) && node.text.trim() !== '') pieces.push(node.text.replace(/\s+/g, ' ').trim());
    ts.forEachChild(node, visit);
  };
  visit(source);
  return pieces;
}

describe('content that agrees with itself', () => {
  it('in the seed: articles, collars and FAQs', () => {
    expect(seedTexts().flatMap(check)).toEqual([]);
  });

  it('in the static text of the web pages', () => {
    const problems = WEB_SOURCES.flatMap((file) => {
      const pieces = sourceText(file);
      // Sentences and links within each piece; counts over the joined text, where a tile's "13" meets its label.
      return [
        ...pieces.flatMap((body) => [
          ...sentenceProblems({ where: file, body }),
          ...oldRuleProblems({ where: file, body }),
          ...linkProblems({ where: file, body }),
        ]),
      ].concat(countProblems({ where: file, body: pieces.join(' ') }));
    });
    expect(problems).toEqual([]);
  });

  it('gives breed figures in one place: no web page prints a range of its own, and the home chart is the shared chart', () => {
    const ranges = WEB_SOURCES.flatMap((file) =>
      sourceText(file)
        .filter((piece) => /\b\d+(?:\.\d+)?-\d+(?:\.\d+)? (?:lbs|in)\b/.test(piece))
        .map((piece) => `${file}: "${piece}"`),
    );
    expect(ranges).toEqual([]);
    // The home chart prints the shared chart's rows (one rule set), with no table of its own.
    const chart = fs.readFileSync(path.join(root, 'libs/web/content/ui/src/lib/size-chart.tsx'), 'utf8');
    expect(chart).toMatch(/import \{[^}]*\bSIZE_CHART\b[^}]*\} from '@bcg\/shared\/sizing'/);
    expect(chart).toContain('SIZE_CHART.map(');
    expect(chart).not.toMatch(/\{ age: '/);
  });

  it('in the shared sizing advice, the printable guide and the article-writing prompt: sizes by the neck, never neck plus 2', () => {
    const files = [
      'libs/shared/sizing/src/lib/sizing.ts',
      'libs/server/content-generation/src/lib/article-prompt.ts',
      'libs/web/leads/feature/src/lib/sizing-guide-page.tsx',
    ];
    const problems = [
      ...MEASURING_STEPS.flatMap((step) => oldRuleProblems({ where: 'MEASURING_STEPS', body: step })),
      ...files.flatMap((file) => sourceText(file).flatMap((body) => oldRuleProblems({ where: file, body }))),
    ];
    expect(problems).toEqual([]);
  });

  it('finds each kind of problem it looks for', () => {
    const problems = check({
      where: 'sample',
      subject: 'american',
      body: [
        '<p>An adult French bulldog weighs 30 to 40 pounds and wears a collar 1 inch wide.</p>',
        '<p>Our 70 pound English bulldog loves it: https://www.amazon.com/dp/B0CX7K2M9Q?tag=someone-20.</p>',
        '<p>The <a href="https://www.amazon.com/dp/B0D4HN8R3T">Ironbark Heritage Leather Collar</a> and the',
        ' <a href="https://www.akc.org/dog-breeds/bulldog/">AKC page</a>. We put ten collars on our dogs.</p>',
        '<h2>French bulldog sizes</h2><table><thead><tr><th>Age</th><th>Neck</th><th>Collar size</th><th>Width</th></tr></thead>',
        '<tbody><tr><td>Adult</td><td>13-18 in</td><td>15-21 in</td><td>1-1.5 in</td></tr>',
        '<tr><td>3-6 months</td><td>11-14 in</td><td>13-16 in</td><td>1 in</td></tr></tbody></table>',
        '<p>Measure the neck, add 2 inches: that is the collar size to buy.</p><p>Collar size is the neck plus two inches.</p>',
      ].join(''),
    });
    for (const expected of [
      /weight 30-40 for french/,
      /a 1 inch width with no puppy/,
      /a 70 lb English bulldog/,
      /printed as text/,
      /links to/,
      /not the american breed page/,
      new RegExp(`"put ten collars" but ${COLLARS_TESTED}`),
      /collar 15-21 is not the neck 13-18 plus 2/,
      /an adult width of 1-1.5 in/,
      /3-6 months: collar 13-16 is not the neck 11-14 plus 3/,
      /adding inches to the neck: "Measure the neck, add 2 inches/,
      /adding inches to the neck: "Collar size is the neck plus two inches/,
    ]) {
      expect(problems).toEqual(expect.arrayContaining([expect.stringMatching(expected)]));
    }
    expect(check({ where: 'fine', body: '<p>A narrow 0.75 inch collar is fine for a puppy of eight weeks.</p>' })).toEqual([]);
    expect(
      check({ where: 'fine', body: '<p>Fitted, it measures the neck plus 2 inches: a figure to check, not the size to buy.</p>' }),
    ).toEqual([]);
  });
});
