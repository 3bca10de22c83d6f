import type { SeedArticle } from '../seed.types';

export const bulldogSkinFoldCareAndCollars: SeedArticle = {
  slug: 'bulldog-skin-fold-care-and-collars',
  title: 'Skin Folds and Collars: Preventing Chafing, Hot Spots and Fold Dermatitis in Bulldogs',
  excerpt:
    'The skin under a bulldog collar is warm, creased and often damp. A vet tech explains how to keep it healthy and which collar materials help.',
  author: 'Daniel Okafor',
  category: 'health',
  metaDescription:
    'How collars contribute to skin fold dermatitis in bulldogs, a daily fold-care routine, the collar materials that help, and when to see your vet.',
  targetKeywords: ['bulldog skin fold care', 'collar chafing dog', 'bulldog fold dermatitis'],
  seoKeywords: [
    'bulldog neck rash',
    'collar rub on dog neck',
    'skin fold dermatitis',
    'hot spots under collar',
    'padded dog collar',
    'biothane collar',
    'bulldog yeast infection skin',
    'clean dog collar',
    'bulldog grooming',
  ],
  published: true,
  createdAt: '2025-06-02T11:00:00.000Z',
  publishedAt: '2025-06-05T09:30:00.000Z',
  content: `
<p>Every bulldog owner learns about folds eventually: the wrinkles on the face, the tail pocket, and the deep creases around the neck. Where skin touches skin, warmth and moisture collect, and the yeast and bacteria that live harmlessly on every dog multiply. Vets call the result skin fold dermatitis, or intertrigo. A collar sitting across those neck folds can make it worse by adding friction, trapping drool and holding moisture against the skin.</p>
<h2>What collar trouble looks like</h2>
<ul>
<li>Redness or a line of broken hair where the edge of the collar sits.</li>
<li>A sour, yeasty or cheesy smell from the neck.</li>
<li>Greasy brown discharge in the folds under the collar.</li>
<li>Your dog scratching at the collar, rubbing its neck on furniture, or flinching when you touch the area.</li>
</ul>
<p>Mild redness often settles once you fix the collar and start a cleaning routine. Anything that smells, weeps or bleeds needs a vet: fold infections usually respond quickly to the right medicated wipes or treatment, but they do not clear on their own.</p>
<h2>A daily routine that prevents most problems</h2>
<ol>
<li><strong>Collar off for part of every day.</strong> Let the neck air for a few hours, and take the collar off overnight if your dog sleeps safely indoors.</li>
<li><strong>Wipe the folds.</strong> Use an unscented pet wipe or a cloth with a vet-approved cleanser, working into each crease.</li>
<li><strong>Dry completely.</strong> Moisture is the real enemy. Pat every fold dry with a clean towel after wiping, bathing, swimming and meals.</li>
<li><strong>Check the fit.</strong> Two fingers should slide flat under the collar. Too tight rubs; too loose slides back and forth and rubs too.</li>
</ol>
<h2>Collar materials, from a skin point of view</h2>
<table>
<thead><tr><th>Material</th><th>Good for skin because</th><th>Watch out for</th></tr></thead>
<tbody>
<tr><td>Padded neoprene</td><td>Cushions friction, dries quickly</td><td>Wash every two weeks</td></tr>
<tr><td>Biothane</td><td>Never absorbs water or odour; wipes clean</td><td>Does not stretch: size carefully</td></tr>
<tr><td>Rolled or burnished leather</td><td>Smooth edges ride over folds</td><td>Must be kept dry and conditioned</td></tr>
<tr><td>Plain nylon webbing</td><td>Cheap, washable</td><td>Rough edges and slow drying</td></tr>
</tbody>
</table>
<p>For dogs that already have irritated necks, a padded collar such as the CloudRest (<a href="https://www.amazon.com/dp/B0D4HN8R3T">see it on Amazon</a>) or a coated biothane collar makes the biggest difference in our testing. Whatever you choose, a width of at least 1.25 inches spreads contact over more skin and reduces the pressure at the edge.</p>
<h2>Cleaning the collar itself</h2>
<p>A collar that has been worn for a month carries drool, skin oil and dirt straight back onto the skin you have just cleaned. Machine-wash fabric and neoprene collars on a gentle cycle every two weeks, rinse biothane under the tap, and wipe leather with a damp cloth before conditioning it. Always let a collar dry fully before putting it back on.</p>
<h2>When to see the vet</h2>
<p>Book an appointment if redness lasts more than a few days after you change the collar and start cleaning, if you see pus or bleeding, if there is a strong smell, or if your dog seems in pain. Bulldogs are prone to allergies, and an itchy neck can be the first sign of an environmental or food allergy rather than a collar problem. Your vet can take a skin sample to find out what is growing and treat the right thing.</p>
`,
};
