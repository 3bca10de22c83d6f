import fs from 'node:fs';
import path from 'node:path';
import { SEED_CATALOGUE } from '@bcg/testing/retailer-fake';

describe('the fake Creators API catalogue', () => {
  it("sells every collar of the seed, so the demo and tests sync the site's own products", () => {
    const seed = fs.readFileSync(path.join(__dirname, '../../../../seed/src/lib/products.data.ts'), 'utf8');
    const seedAsins = [...seed.matchAll(/amazonAsin: '([A-Z0-9]{10})'/g)].map((match) => match[1]);
    expect(seedAsins.length).toBeGreaterThanOrEqual(9);
    expect(SEED_CATALOGUE.map((item) => item.asin).sort()).toEqual(seedAsins.sort());
  });
});
