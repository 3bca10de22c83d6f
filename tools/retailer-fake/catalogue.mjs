// What the fake Creators API sells by default: the seed's ten collars (same ASINs as libs/server/seed products.data.ts,
// checked by catalogue.spec.ts) with the listing titles and prices a retailer would show for them.

/** @type {import('./fake-creators-api.mjs').FakeCatalogueItem[]} */
export const SEED_CATALOGUE = [
  { asin: 'B0CX7K2M9Q', title: 'Ironbark Heritage Full-Grain Leather Dog Collar, 1.5" Wide, Brass Buckle, for Bulldogs', amount: 54.99 },
  { asin: 'B0D4HN8R3T', title: 'CloudRest Padded Neoprene Dog Collar, Soft Breathable Lining, Adjustable, Medium', amount: 34.99 },
  { asin: 'B0BV6P1L5W', title: 'TrailGuard Reflective Martingale Collar for Dogs, Limited-Slip, Night Visibility', amount: 29.99 },
  { asin: 'B0C9T3F7KJ', title: 'Pawsome Basics Everyday Nylon Dog Collar with Quick-Release Buckle', amount: 14.99 },
  { asin: 'B0DQ2W8M4Z', title: 'Grit & Grain Split-Grain Leather Dog Collar, Nickel-Plated Buckle, Brown', amount: 27.99 },
  { asin: 'B0CJ5R9X2N', title: 'Sprout Puppy Starter Collar, Lightweight Adjustable Nylon, 3 Sizes', amount: 12.99 },
  { asin: 'B0D7L1V6HP', title: 'Bastion Premium Biothane Dog Collar, Waterproof, Odor-Proof, Stainless Hardware', amount: 46.0 },
  { asin: 'B0BZ8K4Q7D', title: 'Summit 2" Wide Padded Leather Dog Collar, Lambskin Lining, for Large Breeds', amount: 62.0 },
  { asin: 'B0CM3T5W9R', title: 'Harbor Everyday Waterproof Dog Collar, Coated Webbing, Easy Clean', amount: 25.0 },
  { asin: 'B0D2X6N8FG', title: 'Bravo Tactical Quick-Release Dog Collar with Control Handle, Heavy-Duty Metal Buckle', amount: 50.0 },
];
