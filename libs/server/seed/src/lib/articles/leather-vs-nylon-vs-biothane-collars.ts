import type { SeedArticle } from '../seed.types';

export const leatherVsNylonVsBiothaneCollars: SeedArticle = {
  slug: 'leather-vs-nylon-vs-biothane-collars',
  title: 'Leather, Nylon or Biothane: Which Collar Material Suits Your Bulldog?',
  excerpt: 'Each collar material has a place on a bulldog. We compare comfort, durability, cleaning and price after months of testing.',
  author: 'Priya Shah',
  category: 'buying-advice',
  metaDescription:
    'Leather, nylon, neoprene or biothane? How each collar material handles drool, skin folds, water and strength on English, French and American bulldogs.',
  targetKeywords: ['leather vs nylon dog collar', 'biothane collar', 'best collar material for bulldogs'],
  seoKeywords: [
    'leather dog collar',
    'nylon dog collar',
    'biothane dog collar',
    'neoprene dog collar',
    'waterproof collar',
    'dog collar materials',
    'bulldog collar buying guide',
    'collar durability',
  ],
  published: false,
  createdAt: '2026-11-10T09:00:00.000Z',
  publishedAt: null,
  content: `
<p>Walk into any pet shop and the collar wall offers four main materials: leather, nylon webbing, padded neoprene and coated webbing sold as biothane. On most breeds the choice is about looks. On a bulldog it affects the skin in the neck folds, how the collar copes with drool and water, and how well it survives a strong dog. Here is what months of daily wear taught us.</p>
<h2>Leather</h2>
<p>Good full-grain leather is the most comfortable material once it has broken in. It moulds to the neck, and burnished or rolled edges ride over skin folds instead of cutting into them. It is also the strongest per inch of width, and solid brass or stainless hardware lasts for years.</p>
<p>The downsides are water and care. Leather that stays damp against a bulldog's neck holds moisture in the folds, and wet leather stiffens and cracks as it dries. Wipe it clean, let it dry away from heat, and condition it monthly. Split-grain leather costs less but dries out faster and scuffs early.</p>
<p><strong>Best for:</strong> adult English and American bulldogs who live mostly indoors or in dry climates.</p>
<h2>Nylon webbing</h2>
<p>Nylon is cheap, light, washable and comes in every colour. Good webbing with box-stitched hardware is strong enough for most dogs. Its weaknesses on bulldogs are edges, which can be sharp on cheaper collars, and moisture: webbing absorbs drool and water and dries slowly. Wash it every two weeks.</p>
<p><strong>Best for:</strong> ID-tag collars, spares and growing puppies who need a new size every month.</p>
<h2>Padded neoprene</h2>
<p>A nylon shell with a neoprene lining combines the strength of webbing with a cushioned inner face. Neoprene dries quickly, and in our testing it was the kindest material for dogs with a history of fold irritation. Most padded collars are machine washable.</p>
<p><strong>Best for:</strong> bulldogs with skin trouble and anyone in a humid climate.</p>
<h2>Biothane</h2>
<p>Biothane is polyester webbing coated in a flexible polymer. It looks a little like leather, but it is completely waterproof, does not absorb odour and wipes clean in seconds. It is strong and does not stretch, so measure carefully and buy the size that fits rather than one to grow into.</p>
<p><strong>Best for:</strong> water-loving dogs, drooly dogs, farm and beach life.</p>
<h2>Side by side</h2>
<table>
<thead><tr><th>Material</th><th>Comfort</th><th>Water</th><th>Cleaning</th><th>Typical price</th></tr></thead>
<tbody>
<tr><td>Full-grain leather</td><td>Excellent once broken in</td><td>Poor</td><td>Wipe and condition</td><td>$40-65</td></tr>
<tr><td>Nylon webbing</td><td>Good</td><td>Fair</td><td>Machine wash</td><td>$10-30</td></tr>
<tr><td>Padded neoprene</td><td>Excellent</td><td>Good</td><td>Machine wash</td><td>$25-40</td></tr>
<tr><td>Biothane</td><td>Very good</td><td>Excellent</td><td>Rinse or wipe</td><td>$25-50</td></tr>
</tbody>
</table>
<h2>Whatever the material</h2>
<p>Width and fit matter more than material. Choose at least 1.25 inches for an adult bulldog, measure the neck and choose the size whose range holds it with 1 inch to spare at each end, and check that two fingers fit under the fastened collar. Look for a welded D-ring and a buckle that will not open under load. Our picks in each material, from the <a href="https://www.amazon.com/dp/B0D7L1V6HP">Bastion Premium Biothane Collar</a> to the Ironbark leather collar, are ranked side by side on our <a href="/collars">collars page</a>.</p>
`,
};
