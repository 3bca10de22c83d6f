import type { SeedArticle } from '../seed.types';

export const collarVsHarnessForBulldogs: SeedArticle = {
  slug: 'collar-vs-harness-for-bulldogs',
  title: 'Collar or Harness for a Bulldog? Why the Answer Is Usually Both',
  excerpt:
    'A collar carries ID and gives quick control; a harness protects a short airway on walks. How to use each, and how to teach a bulldog to walk on a loose leash.',
  author: 'Megan Alvarez',
  category: 'training',
  metaDescription:
    'Collar or harness for a bulldog? How each affects the trachea and breathing, when to use which, and a simple loose-leash routine for pulling bulldogs.',
  targetKeywords: ['bulldog collar or harness', 'harness for bulldog', 'bulldog pulling on leash'],
  seoKeywords: [
    'brachycephalic harness',
    'collapsed trachea dog collar',
    'loose leash walking',
    'front clip harness',
    'french bulldog harness',
    'english bulldog harness',
    'dog id tag collar',
    'bulldog breathing problems',
    'stop dog pulling',
  ],
  published: true,
  createdAt: '2025-08-11T07:45:00.000Z',
  publishedAt: '2025-08-14T16:00:00.000Z',
  content: `
<p>"Should my bulldog wear a collar or a harness?" is the question we get most often, and the honest answer is both, for different jobs. A collar is the best place for ID tags and a quick, gentle hold. A harness is the safest thing to clip a leash to when a bulldog walks, pulls or gets excited. Understanding why starts with a bulldog's anatomy.</p>
<h2>What happens in a bulldog's throat when it pulls</h2>
<p>English and French bulldogs are brachycephalic: their skulls are short, and the soft tissue of the nose and throat is squeezed into a smaller space. Many have narrow nostrils, an elongated soft palate and a trachea narrower than average. When a dog pulls into a collar, the collar presses on the front of the neck, exactly over the trachea. A dog that already has to work to breathe now has to work harder, usually while excited and warm. That is why some bulldogs cough, gag or snort loudly on walks.</p>
<p>American bulldogs have longer muzzles and generally breathe more easily, but their strength means a pulling American bulldog can put a lot of force through a collar. A harness spreads that force across the chest.</p>
<h2>When to use a collar</h2>
<ul>
<li>Carrying ID tags and your phone number at all times.</li>
<li>Brief, gentle control at home: guiding your dog away from the door or holding them while guests arrive.</li>
<li>Calm dogs on short, relaxed walks, as long as the leash stays loose. Even then, choose a collar at least 1.25 inches wide.</li>
</ul>
<h2>When to use a harness</h2>
<ul>
<li>Any dog that pulls, lunges or reacts on the leash.</li>
<li>Dogs that snore loudly while awake, wheeze, or tire quickly.</li>
<li>Hot weather, long walks and anything exciting, such as a new park or a busy street.</li>
<li>Dogs with a diagnosed airway problem or collapsing trachea: harness only, and follow your vet's advice.</li>
</ul>
<h2>Fitting a harness on a bulldog</h2>
<p>Look for a Y-shaped front that sits on the breastbone and leaves the front of the throat free; avoid designs with a strap straight across the lower neck. Two fingers should fit under every strap, and the harness should not rub behind the front legs, where bulldogs also fold. Measure the chest at its widest point, just behind the front legs.</p>
<h2>Teaching a loose leash</h2>
<ol>
<li>Start indoors with no distractions. Reward your dog with a small treat every time they stand or walk beside you with the leash slack.</li>
<li>When the leash goes tight, stop and stand still. The moment it loosens, praise and walk on. Pulling never gets them anywhere.</li>
<li>Change direction often so your dog learns to watch you.</li>
<li>Keep sessions short: five minutes, a few times a day. Bulldogs learn quickly when training feels like a game and slowly when they are hot and tired.</li>
</ol>
<p>Never correct a bulldog by jerking the leash on a collar. Besides being ineffective, it loads the airway and the neck at once.</p>
<h2>Our setup</h2>
<p>All of our test dogs wear a wide, smooth collar with ID tags all day, and walk on a Y-front harness. For Frenchies that can back out of a flat collar, we use a limited-slip martingale, such as the one in our <a href="/blog/best-bulldog-collars-tested">tested collar roundup</a>, but still clip the leash to the harness. If you are unsure how your dog is breathing, record a short video on a walk and show it to your vet.</p>
`,
};
