import { render, screen } from '@testing-library/react';
import { theme } from '@bcg/web/shared';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { ProductCard } from './product-card';

const product = {
  __typename: 'Product' as const,
  id: 7,
  slug: 'harbor-padded-leather-collar',
  name: 'Harbor Padded Leather Collar',
  editorialScore: 8.7 as number | null,
  description: 'Full-grain leather with a soft lining.',
  displayPrice: '$42.50' as string | null,
  priceCheckedAt: '2026-11-01T00:00:00.000Z',
  rating: '4.6',
  reviewCount: 2481,
  imageUrl: '/images/collars/harbor.svg',
  imageAlt: '',
  image: null as { src: string; width: number; height: number; avifSrcset: string; webpSrcset: string } | null,
  badge: 'Editor’s Choice',
  features: ['Solid brass buckle', 'Padded lining', 'Five holes', 'Extra feature not shown'],
  bulldogFitNotes: ['Wide enough to spread pressure on a thick neck.'],
  retailerUrl: 'https://www.amazon.com/dp/B0ABCDEFGH?tag=t-20',
  freeShipping: true,
  buyable: true,
  availability: null as { type: 'IN_STOCK' | 'OUT_OF_STOCK' | 'UNAVAILABLE'; message: string | null; checkedAt: string } | null,
};

function renderCard(featured: boolean, image?: 'lazy' | 'eager' | 'priority', card = product) {
  return render(
    <MemoryRouter>
      <ThemeProvider theme={theme}>
        <ProductCard product={card} featured={featured} image={image} />
      </ThemeProvider>
    </MemoryRouter>,
  );
}

it("labels our score and the retailer's rating for what each is, and links the name to the review page", () => {
  renderCard(false);
  expect(screen.getByTestId('editorial-score').textContent).toBe('Our score 8.7/10');
  expect(screen.getByText('4.6/5 from 2,481 Amazon ratings')).toBeTruthy();
  expect(screen.getByRole('link', { name: product.name }).getAttribute('href')).toBe('/collars/harbor-padded-leather-collar');
  expect(screen.getByRole('link', { name: `Read our review of the ${product.name}` }).getAttribute('href')).toBe(
    '/collars/harbor-padded-leather-collar',
  );
});

it('shows no score for a collar not reviewed yet', () => {
  renderCard(false, undefined, { ...product, editorialScore: null });
  expect(screen.queryByTestId('editorial-score')).toBeNull();
});

it('fetches a largest-paint image at once with high priority, a first-screen one at once, the others lazily', () => {
  renderCard(true, 'priority');
  renderCard(false, 'eager');
  renderCard(false);
  const images = screen.getAllByRole('img', { name: product.name });
  expect(images.map((image) => [image.getAttribute('loading'), image.getAttribute('fetchpriority')])).toEqual([
    ['eager', 'high'],
    ['eager', 'auto'],
    ['lazy', 'auto'],
  ]);
  expect(images[0]?.getAttribute('width')).toBe(images[0]?.getAttribute('height'));
});

it('links to the tagged retailer page in a new tab, marked sponsored', () => {
  renderCard(false);
  const link = screen.getByRole('link', { name: /View on Amazon: Harbor Padded Leather Collar/ });
  expect(link.getAttribute('href')).toBe(product.retailerUrl);
  expect(link.getAttribute('target')).toBe('_blank');
  expect(link.getAttribute('rel')).toBe('sponsored nofollow noopener');
  expect(link.textContent).toContain('View on Amazon');
});

it('shows Free Shipping where the data says so, the badge, the stamped price and at most three features', () => {
  const { container } = renderCard(false);
  expect(screen.getByText('Free Shipping')).toBeTruthy();
  expect(screen.getByText('Editor’s Choice')).toBeTruthy();
  expect(screen.getByText('$42.50')).toBeTruthy();
  expect(container.textContent).toContain('Price as of Nov 1, 2026, 12:00 AM UTC');
  expect(screen.getAllByRole('listitem')).toHaveLength(3);
  expect(screen.getByRole('img', { name: product.name }).getAttribute('width')).toBe('480');
});

it('claims no free shipping for a collar whose data does not say so', () => {
  renderCard(false, undefined, { ...product, freeShipping: false });
  expect(screen.queryByText(/free shipping/i)).toBeNull();
});

it('marks the featured card', () => {
  const { container, unmount } = renderCard(true);
  expect(container.querySelector('[data-featured="true"]')).not.toBeNull();
  expect(screen.getByText('Top Pick')).toBeTruthy();
  unmount();
  const plain = renderCard(false);
  expect(plain.container.querySelector('[data-featured]')).toBeNull();
});

it('is the anchor /collars#collar-<id> a list page can link to', () => {
  const { container } = renderCard(false);
  expect(container.querySelector('#collar-7')?.getAttribute('data-testid')).toBe('product-card');
});

it("reads 'Check price on Amazon' instead of a number when the price is stale", () => {
  renderCard(false, undefined, { ...product, displayPrice: null });
  const check = screen.getByRole('link', { name: /^Check price on Amazon: Harbor Padded Leather Collar/ });
  expect([check.getAttribute('href'), check.getAttribute('rel')]).toEqual([product.retailerUrl, 'sponsored nofollow noopener']);
  expect(screen.queryByText('$42.50')).toBeNull();
});

it.each([
  ['OUT_OF_STOCK', 'Out of stock at Amazon'],
  ['UNAVAILABLE', 'Unavailable at Amazon'],
] as const)('says a collar the retailer reports %s cannot be bought, when it said so, and shows no price', (type, words) => {
  const availability = { type, message: 'Temporarily out of stock.', checkedAt: '2026-11-26T14:05:00.000Z' };
  const { container } = renderCard(false, undefined, { ...product, buyable: false, availability, displayPrice: null });
  expect(screen.getByTestId('availability').textContent).toBe(`${words}as of Nov 26, 2026, 2:05 PM UTC`);
  expect(container.textContent).not.toMatch(/\$42\.50|Check price on Amazon|Temporarily/);
  // The retailer button still links, tagged, so a reader can look for themselves.
  expect(screen.getByRole('link', { name: /^View on Amazon: / }).getAttribute('href')).toBe(product.retailerUrl);
});

it('draws an uploaded photo as <picture>: AVIF then WebP renditions with sizes, and the real width and height', () => {
  const photo = {
    src: '/uploads/products/ab12-960.webp',
    width: 960,
    height: 640,
    avifSrcset: '/uploads/products/ab12-320.avif 320w, /uploads/products/ab12-960.avif 960w',
    webpSrcset: '/uploads/products/ab12-320.webp 320w, /uploads/products/ab12-960.webp 960w',
  };
  const { container } = renderCard(false, 'lazy', { ...product, imageUrl: photo.src, image: photo });
  const sources = [...container.querySelectorAll('picture > source')];
  expect(sources.map((source) => [source.getAttribute('type'), source.getAttribute('srcset')])).toEqual([
    ['image/avif', photo.avifSrcset],
    ['image/webp', photo.webpSrcset],
  ]);
  expect(sources.every((source) => /100vw$/.test(source.getAttribute('sizes') ?? ''))).toBe(true);
  const image = screen.getByRole('img', { name: product.name });
  expect(image.parentElement?.tagName).toBe('PICTURE');
  expect([image.getAttribute('src'), image.getAttribute('width'), image.getAttribute('height')]).toEqual([photo.src, '960', '640']);
});

it("describes the photo with the owner's alt text, and with the collar's name when there is none", () => {
  renderCard(false, 'lazy', { ...product, imageAlt: 'Tan leather collar with a brass buckle on an English bulldog' });
  expect(screen.getByRole('img', { name: 'Tan leather collar with a brass buckle on an English bulldog' })).toBeTruthy();
  document.body.innerHTML = '';
  renderCard(false);
  expect(screen.getByRole('img', { name: product.name })).toBeTruthy();
});
