import { graphql, type ProductCard_ProductFragment } from '@bcg/web/graphql';
import { collarAnchor, collarPath } from '@bcg/web/shared';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { EditorialScore } from './editorial-score';
import { PriceTag } from './price-tag';
import { ProductPicture } from './product-picture';
import { RetailerButton, type RetailerLinkPosition } from './retailer-button';
import { StarRating } from './star-rating';

/** @public A fragment that other documents spread by name; codegen reads it from here, no code names it. */
export const ProductCardFragment = graphql(`
  fragment ProductCard_product on Product {
    id
    slug
    name
    description
    editorialScore
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
    imageAlt
    image {
      src
      width
      height
      avifSrcset
      webpSrcset
    }
    badge
    features
    bulldogFitNotes
    retailerUrl
    freeShipping
  }
`);

/** How wide a card's image is drawn: one card a row on phones, two or three beside each other above. */
const CARD_IMAGE_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw';

const Card = styled.article<{ $featured: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.shadow.card};
  ${({ $featured, theme }) =>
    $featured &&
    css`
      border: 3px solid ${theme.color.accent};
    `}
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const Badge = styled.span<{ $tone: 'accent' | 'success' }>`
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: 0.8rem;
  font-weight: 700;
  background: ${({ theme, $tone }) => ($tone === 'accent' ? theme.color.accentSoft : theme.color.successSoft)};
  color: ${({ theme, $tone }) => ($tone === 'accent' ? theme.color.accent : theme.color.success)};
`;

/** A square frame: a photo of any shape is shown whole inside it. */
const Image = styled.div`
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 1;
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: #f3f1ec;
  }
`;

const Name = styled.h3`
  margin: 0;
  font-size: 1.2rem;
  a {
    color: inherit;
    text-decoration-thickness: 1px;
    text-underline-offset: 3px;
  }
`;

const Ratings = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 10px;
`;

const ReviewLink = styled(Link)`
  justify-self: center;
  padding: 10px 0 2px;
  font-weight: 600;
`;

const PriceRow = styled.p`
  margin: 0;
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
`;

const FitNote = styled.p`
  margin: 0;
  padding: 10px 12px;
  border-left: 4px solid ${({ theme }) => theme.color.brand};
  background: ${({ theme }) => theme.color.brandSoft};
  font-size: 0.95rem;
`;

const Features = styled.ul`
  margin: 0;
  padding-left: 20px;
  font-size: 0.95rem;
`;

const Actions = styled.div`
  margin-top: auto;
  display: grid;
`;

export interface ProductCardProps {
  product: ProductCard_ProductFragment;
  featured?: boolean;
  /**
   * How the image loads: 'lazy' (the default) below the fold, 'eager' for a card in the first screen, 'priority'
   * when its image is the page's largest paint (fetched before the scripts).
   */
  image?: 'lazy' | 'eager' | 'priority';
  headingLevel?: 'h2' | 'h3';
  /** Where the card sits, for the click analytics: a list's card, or an answer of the fit finder. */
  position?: Extract<RetailerLinkPosition, 'card' | 'fit-finder'>;
}

/** A collar card: image, badges (free shipping where the data says so), our score and the retailer's stars, price with its date, fit advice, the retailer button and our review. */
export function ProductCard({ product, featured = false, image = 'lazy', headingLevel = 'h3', position = 'card' }: ProductCardProps) {
  return (
    <Card id={collarAnchor(product.id)} $featured={featured} data-testid="product-card" data-featured={featured ? 'true' : undefined}>
      <Badges>
        {featured && <Badge $tone="accent">Top Pick</Badge>}
        {product.badge && <Badge $tone="accent">{product.badge}</Badge>}
        {/* Only where the product's data says so: the owner's field (and the retailer's data once synced). */}
        {product.freeShipping && <Badge $tone="success">Free Shipping</Badge>}
      </Badges>
      <Image>
        <ProductPicture
          product={product}
          sizes={CARD_IMAGE_SIZES}
          alt={product.imageAlt || product.name}
          loading={image === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={image === 'priority' ? 'high' : 'auto'}
          decoding="async"
        />
      </Image>
      <Name as={headingLevel}>
        <Link to={collarPath(product.slug)}>{product.name}</Link>
      </Name>
      <Ratings>
        <EditorialScore score={product.editorialScore} />
        <StarRating rating={product.rating} reviewCount={product.reviewCount} />
      </Ratings>
      <PriceRow>
        <PriceTag
          price={product.displayPrice}
          checkedAt={product.priceCheckedAt}
          retailerUrl={product.retailerUrl}
          productName={product.name}
          position={position}
          buyable={product.buyable}
          availability={product.availability}
        />
      </PriceRow>
      <Description>{product.description}</Description>
      {product.bulldogFitNotes[0] && (
        <FitNote>
          <strong>Bulldog fit: </strong>
          {product.bulldogFitNotes[0]}
        </FitNote>
      )}
      <Features aria-label="Key features">
        {product.features.slice(0, 3).map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </Features>
      <Actions>
        <RetailerButton position={position} href={product.retailerUrl} label={`View on Amazon: ${product.name} (opens in a new tab)`}>
          View on Amazon
        </RetailerButton>
        <ReviewLink to={collarPath(product.slug)} aria-label={`Read our review of the ${product.name}`}>
          Read our review
        </ReviewLink>
      </Actions>
    </Card>
  );
}
