import type { SeedArticle } from '../seed.types';

export const englishBulldogCollarSizeGuide: SeedArticle = {
  slug: 'english-bulldog-collar-size-guide',
  title: 'English Bulldog Collar Size Guide: Wide, Smooth and Two Fingers Loose',
  excerpt:
    'English bulldogs need wider collars than almost any breed their size. Sizes by age, the width we insist on, and how to keep the neck folds healthy.',
  author: 'Daniel Okafor',
  category: 'guides',
  metaDescription:
    'English bulldog collar sizes from puppy to adult, why 1.5 inch width protects the airway, and how to keep a collar from chafing the heavy neck folds.',
  targetKeywords: ['english bulldog collar size', 'best collar for english bulldog', 'bulldog neck size'],
  seoKeywords: [
    'english bulldog collar',
    'british bulldog collar size',
    'wide leather dog collar',
    'bulldog skin fold collar',
    'english bulldog puppy collar',
    'bulldog trachea collar',
    'english bulldog harness',
    'heavy dog collar',
  ],
  published: true,
  createdAt: '2025-03-10T08:30:00.000Z',
  publishedAt: '2025-03-12T12:00:00.000Z',
  content: `
<p>An adult English bulldog weighs 40 to 55 pounds (the AKC standard puts males at about 50 pounds and females at about 40), and almost all of that seems to sit in the chest, shoulders and neck. Neck measurements of 18 to 24 inches are normal, and the neck is wrapped in heavy folds of skin that change shape every time the dog lowers its head. Fitting a collar on that neck is a different job from fitting one on a Labrador of the same weight.</p>
<h2>How to measure an English bulldog</h2>
<p>Use a soft tape around the middle of the neck, where you can feel muscle rather than skull, and lift the folds so the tape sits against the neck rather than in a crease. Measure standing and sitting and keep the larger number. Choose the size whose neck range holds that number with at least 1 inch to spare at each end, then check that two fingers slide flat under the fastened collar. For puppies, choose a size with 2 inches of room above the neck and re-measure every week or two until six months.</p>
<h2>Width: 1.5 inches is our baseline</h2>
<p>English bulldogs are among the most brachycephalic breeds. Many have narrowed nostrils and an elongated soft palate, and some have a hypoplastic (narrow) trachea. A collar only 1 inch wide is too narrow for an adult: it concentrates the force of a lunge on a thin band of the throat. We treat 1.25 inches as the absolute minimum and recommend 1.5 to 2 inches for adults, with rounded or rolled edges that ride over the folds instead of cutting into them.</p>
<p>Our top-rated option for most English bulldogs is the <a href="https://www.amazon.com/dp/B0CX7K2M9Q">Ironbark Heritage Leather Collar</a>, a 1.5 inch full-grain collar with burnished edges. For dogs with very large necks or sensitive skin, the 2 inch padded Summit is worth the extra cost.</p>
<h2>English bulldog sizes by age</h2>
<table>
<thead><tr><th>Age</th><th>Weight</th><th>Neck</th><th>Collar length when fitted</th></tr></thead>
<tbody>
<tr><td>8-12 weeks</td><td>8-15 lbs</td><td>8-12 in</td><td>11-15 in</td></tr>
<tr><td>3-6 months</td><td>15-30 lbs</td><td>12-16 in</td><td>15-19 in</td></tr>
<tr><td>6-12 months</td><td>30-45 lbs</td><td>16-20 in</td><td>19-23 in</td></tr>
<tr><td>Adult</td><td>40-55 lbs</td><td>18-24 in</td><td>20-26 in</td></tr>
</tbody>
</table>
<p>The puppy rows follow our general bulldog chart; the adult row is the English bulldog's own. That chart's adult row (45-65 lbs) is drawn for full-size bulldogs in general, from a heavy English bulldog to a light American bulldog; a healthy adult English bulldog usually weighs 40 to 55 pounds. Size by the neck, not the scale. For a growing puppy, add the extra inch to the collar size.</p>
<h2>Looking after the folds</h2>
<p>The skin under an English bulldog's collar is warm, creased and often damp from drool. That is an ideal environment for yeast and bacteria. A few habits prevent most problems:</p>
<ul>
<li>Take the collar off for a few hours every day, and overnight if your dog sleeps indoors.</li>
<li>Wipe and dry the neck folds daily, especially in summer and after meals.</li>
<li>Wash fabric collars every two weeks; wipe leather and condition it monthly so the edges stay supple.</li>
<li>Check the skin under the collar weekly for redness, hair loss or a sour smell, and see your vet if you find any.</li>
</ul>
<h2>Collar for tags, harness for walks</h2>
<p>English bulldogs overheat quickly and many struggle for breath on a brisk walk. When a dog pulls into a collar, it compresses the airway exactly when it needs the most air. Use a harness that leaves the throat free for leash walks and keep the collar for ID tags and short moments of control. If your bulldog snores loudly while awake, collapses after exercise or turns its tongue blue-grey, talk to your vet about brachycephalic airway syndrome.</p>
<h2>Signs the fit is wrong</h2>
<ul>
<li>You cannot fit two fingers under the collar after a meal or when the head is lowered.</li>
<li>The collar rolls or flips over in the fold.</li>
<li>There is a line of broken hair or darker skin where the edge sits.</li>
<li>Your dog coughs or gags when the leash goes tight.</li>
</ul>
<p>Any one of these means it is time to loosen, widen or change the collar, and to move the leash to a harness.</p>
`,
};
