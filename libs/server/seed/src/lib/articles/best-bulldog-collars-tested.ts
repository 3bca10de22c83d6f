import type { SeedArticle } from '../seed.types';

export const bestBulldogCollarsTested: SeedArticle = {
  slug: 'best-bulldog-collars-tested',
  title: 'The Best Bulldog Collars, Tested for 30 Days on Real Bulldogs',
  excerpt:
    'We tested thirteen collars on English, French and American bulldogs. The ten that earned a place were each worn for at least 30 days; here they are, and why.',
  author: 'Priya Shah',
  category: 'reviews',
  metaDescription:
    'Thirteen collars tested, ten worn for 30+ days and scored on safety, comfort, owner satisfaction, value and features. Our top picks for every bulldog.',
  targetKeywords: ['best bulldog collar', 'best collar for bulldogs', 'bulldog collar review'],
  seoKeywords: [
    'best collar for english bulldog',
    'best collar for french bulldog',
    'best collar for american bulldog',
    'leather bulldog collar',
    'padded collar review',
    'martingale collar review',
    'dog collar comparison',
    'bulldog gear',
    'collar testing',
    'durable dog collar',
    'waterproof dog collar',
    'budget dog collar',
    'puppy collar review',
  ],
  published: true,
  createdAt: '2026-10-24T08:00:00.000Z',
  publishedAt: '2026-10-30T10:00:00.000Z',
  content: `
<p>Every collar on this list was worn daily by one of our own bulldogs for at least 30 days: walks in rain and heat, play sessions, baths, and a lot of drool. We checked the skin under each collar every week, measured the fit before and after, and noted every frayed stitch and scratched buckle. Then we scored each one on the same five criteria: safety and durability (25%), comfort and fit (25%), customer satisfaction (20%), value (15%) and features (15%).</p>
<h2>Best overall: Ironbark Heritage Leather Collar</h2>
<p>Full-grain leather, 1.5 inches wide, burnished edges and a solid brass roller buckle. After a month on Winston, our 52 pound English bulldog, it had moulded to his neck and showed no wear at the holes. It was the best all-rounder in our scoring, and it is the collar we would buy for an adult English bulldog without hesitation. <a href="https://www.amazon.com/dp/B0CX7K2M9Q">Check the current price</a>.</p>
<h2>Best for sensitive skin: CloudRest Padded Neoprene Collar</h2>
<p>Louise, our French bulldog with a history of chin-fold irritation, wore the CloudRest through a humid August with no redness at all. The neoprene lining dries in minutes, the reflective stitching is genuinely bright, and it survived eight machine washes. <a href="https://www.amazon.com/dp/B0D4HN8R3T">See it on Amazon</a>.</p>
<h2>Best martingale: TrailGuard Reflective Martingale</h2>
<p>If your bulldog's neck is nearly as wide as its head, a flat collar can slip off. The TrailGuard's limited-slip loop stopped both of our Frenchies backing out while never tightening enough to restrict breathing. Take it off in the crate and at home, as with any martingale.</p>
<h2>Most durable: Bravo Tactical Quick-Release</h2>
<p>Tank, our 88 pound American bulldog, destroys things for a living. The Bravo's double-layer 1000D nylon and metal cobra buckle came through 30 days of farm life looking almost new. It is too heavy for Frenchies and most English bulldogs.</p>
<h2>Best value: Pawsome Basics Everyday Nylon</h2>
<p>One of the least expensive collars we tested, it is a well-made, washable collar with a reliable buckle. It is only 1 inch wide, so we recommend it as a tag collar or a spare rather than for leash walks on an adult.</p>
<h2>Best for puppies: Sprout Puppy Starter</h2>
<p>Light, adjustable over 4 inches and gentle on puppy skin. One Sprout lasted our foster puppy from 9 to 15 weeks. Remember to choose a puppy's size with 2 inches of room above its neck and to re-check the two-finger fit every few days.</p>
<h2>How the rest compared</h2>
<table>
<thead><tr><th>Collar</th><th>Width</th><th>Best for</th><th>Our verdict</th></tr></thead>
<tbody>
<tr><td>Summit Wide Padded Leather</td><td>2"</td><td>Large dogs, sensitive necks</td><td>The most comfortable collar we tested; expensive</td></tr>
<tr><td>Bastion Premium Biothane</td><td>1.5"</td><td>Water lovers</td><td>Wipes clean, never smells</td></tr>
<tr><td>Harbor Everyday Waterproof</td><td>1.25"</td><td>Drooly dogs, beach days</td><td>Dependable and easy to clean</td></tr>
<tr><td>Grit &amp; Grain Budget Leather</td><td>1.25"</td><td>Leather on a budget</td><td>Good value; finish scuffs early</td></tr>
</tbody>
</table>
<h2>What we did not recommend</h2>
<p>Three of the thirteen collars we tested did not make the list at all: two with plastic D-rings that cracked within a fortnight, and a narrow "designer" collar whose decorative studs rubbed Louise's neck raw in four days. Prices were not a factor in those decisions; we earn the same small commission whichever collar you buy, and nothing here is sponsored.</p>
<h2>A reminder on breathing</h2>
<p>Bulldogs are brachycephalic. Whichever collar you choose, use a well-fitted harness for leash walks if your dog pulls, and keep the collar for ID. A collar at least 1.25 inches wide, fitted with two fingers of room, is kinder to a short airway than any narrow collar can be.</p>
`,
};
