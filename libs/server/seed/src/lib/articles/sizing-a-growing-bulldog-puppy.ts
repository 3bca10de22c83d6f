import type { SeedArticle } from '../seed.types';

export const sizingAGrowingBulldogPuppy: SeedArticle = {
  slug: 'sizing-a-growing-bulldog-puppy',
  title: 'Collars for Growing Bulldog Puppies: A Week-by-Week Sizing Plan',
  excerpt:
    'Bulldog puppies can outgrow a collar in a fortnight. A practical plan for the first year: when to measure, how much room to leave and when to size up.',
  author: 'Daniel Okafor',
  category: 'guides',
  metaDescription:
    'Sizing collars for bulldog puppies from 8 weeks to a year: the extra inch, weekly fit checks, first-collar training and when to move to a wider collar.',
  targetKeywords: ['bulldog puppy collar size', 'puppy collar fit', 'first collar for puppy'],
  seoKeywords: [
    'french bulldog puppy collar',
    'english bulldog puppy collar',
    'puppy growth collar',
    'adjustable puppy collar',
    'puppy neck size by age',
    'collar training puppy',
    'breakaway puppy collar',
    'puppy id tag',
    'how often to measure puppy',
    'puppy size chart',
    'when to change puppy collar',
  ],
  published: false,
  createdAt: '2026-11-12T10:30:00.000Z',
  publishedAt: null,
  content: `
<p>A bulldog puppy that arrives home at eight weeks weighing 10 pounds may weigh 30 by six months. Its neck grows just as fast, and it grows wider before it grows longer. That makes the first year the period when collars are most often too tight, and a too-tight collar on a puppy does real harm: it rubs the developing skin folds and presses on a small, soft airway.</p>
<h2>The rule for puppies: room to grow</h2>
<p>Measure around the middle of the neck with a soft tape, as for an adult, and look the number up in the neck column of the collar's size table. Choose the size whose range holds it with at least 1 inch to spare below and 2 inches above, so there is room to let it out as your puppy grows. Fitted, the collar will measure about 3 inches more than the neck: the usual 2, plus 1 extra inch for growth. Check the two-finger fit every few days: if two fingers no longer slide flat under the collar, loosen it straight away.</p>
<h2>How often to re-measure</h2>
<ul>
<li><strong>8 to 16 weeks:</strong> every week. This is the fastest growth of the year.</li>
<li><strong>4 to 6 months:</strong> every two weeks.</li>
<li><strong>6 to 12 months:</strong> monthly. English and American bulldogs keep filling out until 18 months or later.</li>
</ul>
<p>Keep the measurements in a note on your phone with the date and your puppy's weight. Your vet will be interested in the weight curve too.</p>
<h2>Sizes by age</h2>
<table>
<thead><tr><th>Age</th><th>Weight</th><th>Neck</th><th>Collar length when fitted (with the extra inch)</th></tr></thead>
<tbody>
<tr><td>8-12 weeks</td><td>8-15 lbs</td><td>8-12 in</td><td>11-15 in</td></tr>
<tr><td>3-6 months</td><td>15-30 lbs</td><td>12-16 in</td><td>15-19 in</td></tr>
<tr><td>6-12 months</td><td>30-45 lbs</td><td>16-20 in</td><td>19-23 in</td></tr>
</tbody>
</table>
<p>The rows follow our general chart; the last column is what the fastened collar measures, not the size to buy: choose the size by the neck column. French bulldog puppies sit at the low end; American bulldog puppies often outgrow the chart by five months.</p>
<h2>Choosing a first collar</h2>
<p>A first collar should be light, adjustable over a wide range and gentle on skin. A narrow 0.75 inch collar is fine at eight weeks, when the neck is small and the puppy is not yet walking on a leash. Move to a 1 inch collar at around three months and to at least 1.25 inches once the neck passes 14 inches. Our favourite starter collar is in the <a href="/blog/best-bulldog-collars-tested">tested roundup</a>.</p>
<h2>Getting a puppy used to a collar</h2>
<ol>
<li>Put the collar on just before a meal or a game, so it arrives with something good.</li>
<li>Leave it on for a few minutes, then take it off before your puppy starts scratching at it.</li>
<li>Lengthen the time over a few days. Most puppies ignore a collar within a week.</li>
<li>Never leave a collar on a puppy in a crate or unsupervised in the first weeks: young puppies can catch a jaw or paw in it.</li>
</ol>
<h2>Harness from the start</h2>
<p>Start leash training on a light harness rather than the collar. Puppies pull, and a bulldog puppy's trachea is small and soft. Teaching a loose leash on a harness protects the airway now and builds good habits for later. Keep the collar on for an ID tag with your phone number from the first day your puppy goes outside.</p>
`,
};
