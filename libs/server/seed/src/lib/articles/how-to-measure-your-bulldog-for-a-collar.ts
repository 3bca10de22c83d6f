import type { SeedArticle } from '../seed.types';

export const howToMeasureYourBulldogForACollar: SeedArticle = {
  slug: 'how-to-measure-your-bulldog-for-a-collar',
  title: 'How to Measure Your Bulldog for a Collar (and Get It Right the First Time)',
  excerpt:
    'A five-minute measuring routine, the two-finger rule and a size chart by age, written for the thick, short necks of English, French and American bulldogs.',
  author: 'Megan Alvarez',
  category: 'guides',
  metaDescription:
    'Measure a bulldog for a collar in five minutes: where to measure, choosing the size by the neck, the two-finger check, width, puppies and a size chart.',
  targetKeywords: ['how to measure bulldog for collar', 'bulldog collar size', 'bulldog neck size chart'],
  seoKeywords: [
    'bulldog collar size chart',
    'measure dog neck',
    'two finger rule collar',
    'french bulldog collar size',
    'english bulldog collar size',
    'american bulldog collar size',
    'puppy collar size',
    'wide dog collar',
    'collar fit',
    'bulldog neck measurement',
    'soft tape measure dog',
    'collar sizing guide',
  ],
  published: true,
  createdAt: '2025-01-17T09:00:00.000Z',
  publishedAt: '2025-01-20T14:00:00.000Z',
  content: `
<p>Most collar returns we hear about from bulldog owners come down to one thing: the neck was never measured, or it was measured in the wrong place. Bulldogs make this easy to get wrong. Their necks are short and thick, often nearly as wide as the head, and wrapped in loose skin that hides where the neck actually is. Guess from the dog's weight or from a Labrador's collar and you will end up with something that either slips straight over the ears or presses into the skin folds.</p>
<p>This guide is the routine we use for every dog we fit during our 30-day wear tests. It takes about five minutes and a soft tape measure.</p>
<h2>What you need</h2>
<ul>
<li>A soft, flexible tape measure (a sewing tape is perfect). If you only have a rigid one, use a piece of string or a phone charging cable and measure it against a ruler afterwards.</li>
<li>A helper and a handful of treats. Bulldogs tolerate being measured much better when someone is feeding them.</li>
<li>A notebook or your phone to record the numbers and the date.</li>
</ul>
<h2>Step 1: find where the collar will sit</h2>
<p>A collar sits around the middle of the neck, roughly halfway between the base of the skull and the shoulders. On a bulldog that spot is buried under skin. Run your fingers down from behind the ears until you feel the neck muscles rather than the skull; that is the line you want. Do not measure at the very base of the neck where it meets the chest: that is a harness measurement and will give you a collar that is far too loose higher up.</p>
<h2>Step 2: measure snugly, not tightly</h2>
<p>Wrap the tape around the neck at that line so it touches all the way round without pinching the skin. Keep the tape flat rather than twisted, and make sure it is not sitting in a fold. Read the number where the tape overlaps. Take the measurement twice, once with your dog standing and once sitting, and use the larger one: bulldog necks thicken noticeably when the head is lowered.</p>
<h2>Step 3: choose the size by its neck range</h2>
<p>Look the number up in the neck column of the collar's size table, never against a collar length. Choose the size whose range holds your dog's neck with at least 1 inch to spare at each end, so the buckle or slide can loosen and tighten: a French bulldog with a neck of 15.5 inches takes a size for 14 to 18 inch necks, not one for 17 to 20. When two sizes qualify, take the one with more room. Fastened, the collar will measure about the neck plus 2 inches around: a figure to check the fit against, not the size to buy.</p>
<h2>Step 4: check the two-finger fit</h2>
<p>Once the collar is on, slide two fingers flat between the collar and the neck. They should fit without forcing, and the collar should not slide up over the ears when you gently pull it forwards. If you can fit a whole hand, it is too loose for a bulldog; if two fingers will not go in, it is pressing on the windpipe.</p>
<h2>Step 5: choose the width</h2>
<p>Width matters more for bulldogs than for most breeds. A narrow collar concentrates pressure on a small band of the throat, and bulldogs are brachycephalic: their airways are already narrower than average. We recommend a collar at least <strong>1.25 inches wide</strong> for any adult bulldog, and 1.5 to 2 inches for English and American bulldogs. The <a href="https://www.amazon.com/dp/B0CX7K2M9Q">Ironbark Heritage Leather Collar</a>, our top pick, is 1.5 inches wide with rounded edges for exactly this reason.</p>
<h2>Puppies: room to grow</h2>
<p>For a growing puppy, choose a size with at least 2 inches of room above the neck so the collar lasts more than a fortnight (fitted, it measures about 3 inches more than the neck), and re-measure every one to two weeks. Check the two-finger fit every few days; puppies can outgrow a collar between weekends.</p>
<h2>Bulldog collar size chart</h2>
<p>Use this chart as a sanity check, not a substitute for the tape measure. It is drawn for a full-size bulldog, and individual dogs vary a lot, especially between French, English and American bulldogs of the same age.</p>
<table>
<thead><tr><th>Age</th><th>Weight</th><th>Neck</th><th>Collar length when fitted</th></tr></thead>
<tbody>
<tr><td>8-12 weeks</td><td>8-15 lbs</td><td>8-12 in</td><td>11-15 in</td></tr>
<tr><td>3-6 months</td><td>15-30 lbs</td><td>12-16 in</td><td>15-19 in</td></tr>
<tr><td>6-12 months</td><td>30-45 lbs</td><td>16-20 in</td><td>19-23 in</td></tr>
<tr><td>Adult</td><td>45-65 lbs</td><td>18-24 in</td><td>20-26 in</td></tr>
</tbody>
</table>
<p>This is the general chart, drawn for a full-size bulldog: its adult row spans heavier English bulldogs and lighter American bulldogs. Choose the size by the neck column; the last column is what the fastened collar measures (a puppy's includes 1 extra inch). French bulldogs sit well below it (adults 16-28 lbs, necks 13-18 inches), and big American bulldogs above it; our <a href="/breed-guides">breed guides</a> give each breed's own figures.</p>
<h2>Common mistakes</h2>
<ul>
<li><strong>Measuring an old collar instead of the dog.</strong> Collars stretch and holes wear; always measure the neck itself.</li>
<li><strong>Buying by weight.</strong> A stocky 28 pound Frenchie can have a bigger neck than a lean 40 pound dog of another breed.</li>
<li><strong>Ignoring the head.</strong> If the neck measurement is within an inch or two of the head measurement, a flat collar can slip off. Consider a limited-slip martingale, and always clip the leash to a harness for walks.</li>
</ul>
<p>Write the date next to each measurement. A record of how your dog's neck changes over the year is the quickest way to spot weight gain, and the easiest way to order the right size next time.</p>
`,
};
