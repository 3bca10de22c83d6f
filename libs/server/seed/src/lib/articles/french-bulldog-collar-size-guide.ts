import type { SeedArticle } from '../seed.types';

export const frenchBulldogCollarSizeGuide: SeedArticle = {
  slug: 'french-bulldog-collar-size-guide',
  title: 'French Bulldog Collar Size Guide: Fit, Width and the Escape Problem',
  excerpt:
    'Frenchies have necks almost as wide as their heads. Here is how to size a collar that stays on, protects a short airway and still leaves room to breathe.',
  author: 'Megan Alvarez',
  category: 'guides',
  metaDescription:
    'French bulldog collar sizes from puppy to adult, how to stop a Frenchie backing out of a collar, and why width matters for a brachycephalic dog.',
  targetKeywords: ['french bulldog collar size', 'frenchie collar', 'best collar for french bulldog'],
  seoKeywords: [
    'french bulldog collar',
    'frenchie neck size',
    'martingale collar french bulldog',
    'french bulldog harness or collar',
    'french bulldog puppy collar',
    'brachycephalic dog collar',
    'collar slips off dog',
    'frenchie collar width',
    'reflective collar frenchie',
  ],
  published: true,
  createdAt: '2025-02-03T10:00:00.000Z',
  publishedAt: '2025-02-06T15:30:00.000Z',
  content: `
<p>French bulldogs are small, but fitting them is not simple. An adult Frenchie usually weighs 16 to 28 pounds and has a neck of 13 to 18 inches, yet the head is only a little wider than the neck. That combination is why so many Frenchie owners tell us the same story: the collar looked fine at home, and then the dog reversed out of it on the pavement.</p>
<h2>Measure first, then choose the size by the neck</h2>
<p>Measure around the middle of the neck with a soft tape, snugly but without pinching, then look that number up in the neck column of the collar's size table and choose the size whose range holds it with at least 1 inch to spare at each end: a Frenchie with a neck of 15.5 inches takes a size for 14 to 18 inch necks, not one for 17 to 20. Fasten the collar and check that two fingers slide flat underneath; it will then measure about 2 inches more than the neck around, a figure to check, never the size to buy. Puppies need a size with 2 inches of room above the neck and a fresh measurement every week or two; our <a href="/blog/how-to-measure-your-bulldog-for-a-collar">step-by-step measuring guide</a> has the full routine.</p>
<h2>Why width matters for a Frenchie</h2>
<p>Frenchies are brachycephalic. Their short muzzles come with narrowed nostrils, a long soft palate and, in many dogs, a narrow trachea. A thin collar that tightens when the dog pulls concentrates pressure on a small band of that airway. Choose a collar at least 1.25 inches wide so the load spreads across the neck, and look for smooth or rounded edges that do not cut into the skin fold under the jaw.</p>
<h2>The escape problem</h2>
<p>If your Frenchie's neck measurement is within about 2 inches of the head measurement (taken around the widest part of the skull, just in front of the ears), a flat buckle collar can slide off whenever the dog plants its feet and backs up. There are two good answers:</p>
<ul>
<li><strong>A limited-slip martingale.</strong> It tightens a set amount when pulled and then stops, closing the gap without choking. The <a href="https://www.amazon.com/dp/B0BV6P1L5W">TrailGuard Reflective Martingale Collar</a> was the most secure we tested on Frenchies. Adjust it so the two metal rings never touch when the loop is pulled tight.</li>
<li><strong>A harness for walks.</strong> For any Frenchie that pulls, wheezes or snorts on walks, clip the leash to a well-fitted harness and keep the collar for ID tags only.</li>
</ul>
<h2>French bulldog sizes by age</h2>
<table>
<thead><tr><th>Age</th><th>Typical neck</th><th>Collar length when fitted</th><th>Width</th></tr></thead>
<tbody>
<tr><td>8-12 weeks</td><td>8-11 in</td><td>11-14 in, adjustable</td><td>0.75 in</td></tr>
<tr><td>3-6 months</td><td>11-14 in</td><td>14-17 in</td><td>1 in</td></tr>
<tr><td>6-12 months</td><td>13-16 in</td><td>16-19 in</td><td>1.25 in</td></tr>
<tr><td>Adult</td><td>13-18 in</td><td>15-20 in</td><td>1.25 in or wider</td></tr>
</tbody>
</table>
<p>The puppy rows of the fitted length include the growing puppy's extra inch; choose the size itself by the neck column. These ranges sit well below our general bulldog chart, which is drawn for full-size bulldogs: Frenchies are the smallest of the three breeds, and a large English bulldog can have a neck 6 inches bigger than the biggest Frenchie.</p>
<h2>Materials that suit Frenchies</h2>
<p>Many Frenchies have short, fine coats and easily irritated skin, especially in the fold under the chin. Padded neoprene and coated biothane stay comfortable because they dry quickly and do not trap moisture against the skin. Heavy tactical collars and wide leather built for American bulldogs are usually too stiff and too heavy for a 20 pound dog.</p>
<h2>Night walks</h2>
<p>A brindle or black Frenchie is close to invisible at dusk. Reflective stitching on the collar, paired with a reflective harness or leash, makes a real difference to how early drivers see a dog that stands barely a foot tall.</p>
<h2>A quick fit checklist</h2>
<ol>
<li>Two fingers slide flat under the fastened collar.</li>
<li>The collar does not pass over the ears when you pull it gently forwards.</li>
<li>The skin under the collar is clean, dry and not red after a week of wear.</li>
<li>Your dog breathes quietly while wearing it at rest.</li>
</ol>
<p>If the skin under the collar turns red, smells yeasty or your Frenchie scratches at it, take the collar off and ask your vet: skin-fold infections are common in the breed and easy to treat when caught early.</p>
`,
};
