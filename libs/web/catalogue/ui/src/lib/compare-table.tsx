import { graphql, type CompareTable_ProductFragment } from '@bcg/web/graphql';
import type { ReactNode } from 'react';
import { collarPath, media } from '@bcg/web/shared';
import { Link } from 'react-router';
import styled from 'styled-components';
import { EditorialScore } from './editorial-score';
import { ProductPicture } from './product-picture';
import { PriceTag } from './price-tag';
import { RetailerButton } from './retailer-button';
import { StarRating } from './star-rating';

/** @public A fragment that other documents spread by name; codegen reads it from here, no code names it. */
export const CompareTableFragment = graphql(`
  fragment CompareTable_product on Product {
    id
    slug
    name
    editorialScore
    badge
    displayPrice
    priceCheckedAt
    buyable
    availability {
      type
      message
      checkedAt
    }
    rating
    reviewCount
    imageUrl
    image {
      src
      width
      height
      avifSrcset
      webpSrcset
    }
    material
    width
    reflective
    waterproof
    machineWashable
    bestFor
    retailerUrl
    sizes {
      label
      neckIn {
        min
        max
      }
    }
  }
`);

const Scroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.cta};
  }
`;

/** Two collars fit a phone's width side by side; three or four scroll sideways there. */
const Table = styled.table<{ $columns: number }>`
  width: 100%;
  min-width: ${({ $columns }) => ($columns <= 2 ? '0' : `${120 + $columns * 160}px`)};
  border-collapse: collapse;
  /* Two columns share a phone's width equally, whatever their content; long words and chips wrap inside them. */
  table-layout: ${({ $columns }) => ($columns <= 2 ? 'fixed' : 'auto')};
  overflow-wrap: anywhere;
  thead td:first-child {
    width: ${({ $columns }) => ($columns <= 2 ? '88px' : 'auto')};
    ${media.mdUp} {
      width: 170px;
    }
  }
  td [data-testid='editorial-score'] {
    white-space: ${({ $columns }) => ($columns <= 2 ? 'normal' : 'nowrap')};
  }
  th,
  td {
    padding: 10px 12px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: top;
  }
  tbody th {
    position: sticky;
    left: 0;
    background: #f8f7f4;
    /* A label breaks between words only: with the table's 'anywhere', auto layout shrank it to a letter a line. */
    overflow-wrap: normal;
    width: ${({ $columns }) => ($columns <= 2 ? '88px' : '120px')};
    ${media.mdUp} {
      width: 170px;
    }
    font-weight: 600;
    color: ${({ theme }) => theme.color.brand};
  }
  /* Top-aligned with the image on a line of its own: the pictures form one row whatever the length of each name. */
  thead th {
    vertical-align: top;
  }
  img {
    display: block;
    width: 100%;
    max-width: 96px;
    height: auto;
    aspect-ratio: 1;
    object-fit: contain;
    margin-bottom: 8px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  ${media.mdUp} {
    img {
      max-width: 140px;
    }
  }
  /* The buy button keeps its words together where there is room; in a phone's two narrow columns it wraps. */
  td > a {
    white-space: nowrap;
    ${({ $columns }) => ($columns <= 2 ? 'white-space: normal; padding: 10px 12px;' : '')}
  }
  ${media.mdUp} {
    td > a {
      white-space: nowrap;
      padding: 12px 20px;
    }
  }
`;

const SizeList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    white-space: nowrap;
  }
`;

const Badge = styled.span`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.accentSoft};
  color: ${({ theme }) => theme.color.accent};
  font-size: 0.8rem;
  font-weight: 700;
`;

type Product = CompareTable_ProductFragment;

function YesNo({ value }: { value: boolean }) {
  return <span>{value ? '✓ Yes' : '✗ No'}</span>;
}

/** "S 12-15 in": a size by the neck range it fits, the figure a reader matches a measured neck against. */
function Sizes({ sizes }: { sizes: Product['sizes'] }) {
  if (sizes.length === 0) return <span>Not listed yet</span>;
  return (
    <SizeList aria-label="Sizes by neck range">
      {sizes.map((size) => (
        <li key={size.label}>
          {size.label} {size.neckIn.min}-{size.neckIn.max} in
        </li>
      ))}
    </SizeList>
  );
}

const ROWS: ReadonlyArray<{ label: string; cell: (product: Product) => ReactNode }> = [
  { label: 'Badge', cell: (p) => (p.badge ? <Badge>{p.badge}</Badge> : '—') },
  {
    label: 'Price',
    cell: (p) => (
      <PriceTag
        price={p.displayPrice}
        checkedAt={p.priceCheckedAt}
        retailerUrl={p.retailerUrl}
        productName={p.name}
        position="compare"
        buyable={p.buyable}
        availability={p.availability}
      />
    ),
  },
  { label: 'Sizes (neck)', cell: (p) => <Sizes sizes={p.sizes} /> },
  { label: 'Our score', cell: (p) => (p.editorialScore === null ? 'Not yet reviewed' : <EditorialScore score={p.editorialScore} />) },
  { label: 'Rating', cell: (p) => <StarRating rating={p.rating} reviewCount={p.reviewCount} /> },
  { label: 'Material', cell: (p) => p.material },
  { label: 'Width', cell: (p) => p.width },
  { label: 'Reflective', cell: (p) => <YesNo value={p.reflective} /> },
  { label: 'Waterproof', cell: (p) => <YesNo value={p.waterproof} /> },
  { label: 'Machine washable', cell: (p) => <YesNo value={p.machineWashable} /> },
  { label: 'Best for', cell: (p) => p.bestFor },
];

const SwipeHint = styled.p`
  margin: 0 0 8px;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.color.muted};
  ${media.mdUp} {
    display: none;
  }
`;

/** Side-by-side comparison of collars: one column a product, one row an attribute. */
export function CompareTable({ products, caption }: { products: readonly Product[]; caption: string }) {
  return (
    <>
      {products.length > 2 && <SwipeHint aria-hidden="true">Swipe the table sideways to see all {products.length} collars →</SwipeHint>}
      <Scroller tabIndex={0} role="region" aria-label={caption}>
        <Table $columns={products.length}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <td />
              {products.map((product) => (
                <th key={product.id} scope="col" data-testid="compare-column">
                  <ProductPicture product={product} sizes="(min-width: 768px) 140px, 96px" alt="" loading="lazy" />
                  <Link to={collarPath(product.slug)}>{product.name}</Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {products.map((product) => (
                  <td key={product.id}>{row.cell(product)}</td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row">Buy</th>
              {products.map((product) => (
                <td key={product.id}>
                  <RetailerButton
                    position="compare"
                    href={product.retailerUrl}
                    label={`Check Price: ${product.name} on Amazon (opens in a new tab)`}
                  >
                    Check Price
                  </RetailerButton>
                </td>
              ))}
            </tr>
          </tbody>
        </Table>
      </Scroller>
    </>
  );
}
