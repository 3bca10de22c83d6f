import { productReviewSchema, type ReviewedProduct } from './review-schema';

describe('productReviewSchema', () => {
  const reviewed: ReviewedProduct = {
    slug: 'ironbark',
    name: 'Ironbark Heritage Leather Collar',
    description: 'Full-grain leather.',
    imageUrl: '/images/collars/ironbark.svg',
    amazonAsin: 'B0CX7K2M9Q',
    material: 'Full-grain leather',
    verdict: 'The collar to buy for an adult English bulldog.',
    editorialScore: 8.7,
    pros: ['Moulds to the neck'],
    cons: ['Not washable'],
    modifiedTime: '2026-11-01T00:00:00.000Z',
    displayPrice: '$54.99',
    priceValidUntil: '2026-11-24T09:00:00.000Z',
    retailerUrl: 'https://www.amazon.com/dp/B0CX7K2M9Q?tag=t-20',
  };

  it("is a Product with the site's review rated out of 10, and no aggregateRating or availability", () => {
    const product = productReviewSchema(reviewed, 'https://x.example');
    expect(product['review']).toMatchObject({
      '@type': 'Review',
      author: { '@type': 'Organization', name: 'Bulldog Collar Guide' },
      reviewRating: { '@type': 'Rating', ratingValue: 8.7, bestRating: 10, worstRating: 0 },
      positiveNotes: { itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Moulds to the neck' }] },
      negativeNotes: { itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Not washable' }] },
    });
    expect(JSON.stringify(product)).not.toMatch(/aggregateRating|availability/);
  });

  it("names the retailer's availability in the Offer once the retailer said one", () => {
    expect(productReviewSchema({ ...reviewed, availabilityType: 'IN_STOCK' }, 'https://x.example')['offers']).toMatchObject({
      availability: 'https://schema.org/InStock',
    });
    expect(productReviewSchema({ ...reviewed, availabilityType: 'BACKORDER' }, 'https://x.example')['offers']).toMatchObject({
      availability: 'https://schema.org/BackOrder',
    });
    expect(productReviewSchema({ ...reviewed, availabilityType: 'UNKNOWN' }, 'https://x.example')['offers']).not.toHaveProperty(
      'availability',
    );
  });

  it('offers the fresh price until its check expires, and no Offer for a stale one', () => {
    expect(productReviewSchema(reviewed, 'https://x.example')['offers']).toEqual({
      '@type': 'Offer',
      url: reviewed.retailerUrl,
      price: '54.99',
      priceCurrency: 'USD',
      priceValidUntil: '2026-11-24',
    });
    expect(productReviewSchema({ ...reviewed, displayPrice: null, priceValidUntil: null }, 'https://x.example')).not.toHaveProperty(
      'offers',
    );
  });
});
