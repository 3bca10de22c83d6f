import type { SeedArticle } from '../seed.types';

export const americanBulldogCollarGuide: SeedArticle = {
  slug: 'american-bulldog-collar-guide',
  title: 'American Bulldog Collar Guide: Strength, Width and Control for a Big, Athletic Dog',
  excerpt:
    'American bulldogs are bigger, longer-legged and far stronger than their English and French cousins. Here is how to size and choose a collar that keeps up.',
  author: 'Megan Alvarez',
  category: 'guides',
  metaDescription:
    'Collar sizes for American bulldogs from puppy to adult, the hardware strength to look for, and why a 1.5 to 2 inch width protects a powerful dog.',
  targetKeywords: ['american bulldog collar', 'american bulldog collar size', 'strong dog collar'],
  seoKeywords: [
    'american bulldog neck size',
    'heavy duty dog collar',
    'tactical dog collar',
    'wide collar for strong dogs',
    'american bulldog puppy collar',
    'quick release collar',
    'collar with handle',
    'metal buckle collar',
    'american bulldog harness',
  ],
  published: true,
  createdAt: '2025-04-22T09:15:00.000Z',
  publishedAt: '2025-04-25T13:00:00.000Z',
  content: `
<p>American bulldogs are the athletes of the bulldog family. Males commonly reach 75 to 100 pounds with necks of 20 to 26 inches, and they were bred to work: catching livestock, guarding farms, running all day. Their muzzles are longer than an English bulldog's, so most breathe more easily, but their strength changes what a collar has to survive. Plastic buckles, thin webbing and stamped D-rings that are fine on a Frenchie will fail on a determined American bulldog.</p>
<h2>Measuring an American bulldog</h2>
<p>Measure around the middle of the neck with a soft tape, snug but not tight, then choose the size whose neck range holds that number with at least 1 inch to spare at each end, and check that two fingers fit flat under the fastened collar. American bulldogs carry less loose skin than English bulldogs, so the measurement is usually more stable, but their necks thicken considerably between one and three years of age as they muscle up. Re-measure every few months until your dog is fully mature.</p>
<h2>What to look for</h2>
<ul>
<li><strong>Width of 1.5 to 2 inches.</strong> A wide collar spreads the force of a sudden lunge across the neck instead of loading one narrow band of the throat.</li>
<li><strong>Metal hardware.</strong> A welded D-ring and a metal buckle. Cobra-style quick-release buckles combine the convenience of a clip with the strength of metal.</li>
<li><strong>Dense webbing or thick leather.</strong> 1000-denier nylon or full-grain leather at least 4 mm thick.</li>
<li><strong>Edges that will not saw.</strong> Rolled or burnished edges matter on a dog that pulls and turns hard.</li>
</ul>
<p>The <a href="https://www.amazon.com/dp/B0D2X6N8FG">Bravo Tactical Quick-Release Collar</a> was the toughest we tested: double-layer nylon, a metal cobra buckle and a reinforced handle. For a dressier option the 2 inch Summit leather collar fits necks up to 26 inches.</p>
<h2>About handles and control</h2>
<p>A grab handle is useful for a second or two: holding your dog beside you while a cyclist passes, or lifting a paw over an obstacle. It is not a steering wheel. Every time a leash or hand pulls on a collar, the load goes through the neck and windpipe. For training loose-leash walking, use a well-fitted harness and reward position instead of correcting through the collar.</p>
<h2>Sizes as your American bulldog grows</h2>
<table>
<thead><tr><th>Age</th><th>Typical weight</th><th>Typical neck</th><th>Collar length when fitted</th></tr></thead>
<tbody>
<tr><td>8-12 weeks</td><td>10-20 lbs</td><td>10-13 in</td><td>13-16 in</td></tr>
<tr><td>3-6 months</td><td>25-45 lbs</td><td>13-17 in</td><td>16-20 in</td></tr>
<tr><td>6-12 months</td><td>45-70 lbs</td><td>17-21 in</td><td>20-24 in</td></tr>
<tr><td>Adult</td><td>60-100 lbs</td><td>20-26 in</td><td>22-28 in</td></tr>
</tbody>
</table>
<p>American bulldogs outgrow the general bulldog size chart: adults often need a size that fits necks beyond 26 inches. Choose the size by the neck column; the last column is only what the fastened collar measures around (a puppy's includes 1 extra inch). Puppies need 2 inches of room above the neck in the size they wear, and weekly two-finger checks during growth spurts.</p>
<h2>Heat and exercise</h2>
<p>Even with their longer muzzles, American bulldogs overheat faster than many working breeds. Heavy padded collars trap heat in summer; on hot days choose a lighter, breathable collar and keep walks to the cooler parts of the day. Read the breed standard on the <a href="https://www.ukcdogs.com/american-bulldog">United Kennel Club's American Bulldog page</a> (the AKC's "Bulldog" is the English bulldog) and ask your vet about a healthy weight for your dog's frame: extra pounds make every breathing and joint problem worse.</p>
<h2>Our checklist for American bulldogs</h2>
<ol>
<li>Collar width at least 1.5 inches for adults.</li>
<li>Welded metal D-ring; metal or cobra-style buckle.</li>
<li>Two fingers fit under the collar when the dog is sitting with its head down.</li>
<li>Leash walks on a harness; the collar carries ID tags and short control moments.</li>
</ol>
`,
};
