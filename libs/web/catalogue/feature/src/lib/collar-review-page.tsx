import { EditorialScore, PriceTag, ProductPicture, RetailerButton, RetailerDisclosure, StarRating } from '@bcg/web/catalogue/ui';
import {
  graphql,
  type Breed as GraphqlBreed,
  type CollarReviewPageQuery as CollarReviewPageResult,
  usePageQuery,
  operation,
  type RouteData,
} from '@bcg/web/graphql';
import { BEST_SCORE, formatScore, SCORING_CRITERIA } from '@bcg/shared/reviews';
import { BREED_FIGURES, type Breed } from '@bcg/shared/sizing';
import { CollarSizeTable } from './collar-size-table';
import { isSlug } from '@bcg/shared/validation';
import {
  Breadcrumb,
  breadcrumbSchema,
  collarPath,
  Container,
  ErrorPanel,
  formatLongDate,
  media,
  PageMeta,
  SkeletonBlock,
  useRenderStatus,
} from '@bcg/web/shared';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { PriceAlertForm } from './price-alert-form';
import { PriceHistoryChart } from './price-history-chart';
import { productReviewSchema } from './review-schema';
import { Section } from './section';

export const CollarReviewPageQuery = graphql(`
  query CollarReviewPage($slug: String!) {
    product(slug: $slug) {
      id
      slug
      name
      description
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
      amazonAsin
      material
      width
      reflective
      waterproof
      machineWashable
      bestFor
      features
      bulldogFitNotes
      rating
      reviewCount
      displayPrice
      priceCheckedAt
      priceValidUntil
      buyable
      availability {
        type
        message
        checkedAt
      }
      ...PriceHistory_product
      retailerUrl
      updatedAt
      verdict
      editorialScore
      scores {
        safetyDurability
        comfortFit
        customerSatisfaction
        value
        features
      }
      testNotes {
        daysWorn
        findings
        dog {
          name
          breed
          ageYears
          neckIn
          weightLbs
        }
      }
      pros
      cons
      sizes {
        label
        neckIn {
          min
          max
        }
      }
      related {
        id
        slug
        name
        imageUrl
        image {
          src
          width
          height
          avifSrcset
          webpSrcset
        }
        editorialScore
        bestFor
      }
    }
  }
`);

type ReviewedCollar = NonNullable<CollarReviewPageResult['product']>;

/*
 * Phones: the heading, the price box, then the review, in reading order. Wider screens: the price box stays beside
 * the whole review (sticky), so the review starts right under its heading.
 */
const Layout = styled.div`
  display: grid;
  gap: 20px;
  ${media.mdUp} {
    grid-template-columns: minmax(0, 1fr) 300px;
    grid-template-areas: 'head aside' 'body aside';
    column-gap: 40px;
    align-items: start;
  }
`;

const Header = styled.header`
  ${media.mdUp} {
    grid-area: head;
  }
  h1 {
    margin: 4px 0 12px;
    font-size: clamp(1.7rem, 5vw, 2.5rem);
  }
`;

const Body = styled.div`
  min-width: 0;
  ${media.mdUp} {
    grid-area: body;
  }
`;

const Verdict = styled.p`
  margin: 0 0 16px;
  font-size: 1.2rem;
  line-height: 1.5;
`;

const Eyebrow = styled.p`
  margin: 0;
  font-size: 0.85rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.accent};
`;

const Ratings = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 14px;
`;

const BuyBox = styled.aside`
  display: grid;
  grid-template-columns: 96px minmax(0, 1fr);
  align-items: center;
  gap: 12px 16px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  /* The <img> of a photo's <picture> is the grid item. */
  picture {
    display: contents;
  }
  img {
    grid-row: span 2;
    width: 100%;
    height: auto;
    aspect-ratio: 1;
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: #f3f1ec;
  }
  ${media.mdUp} {
    grid-area: aside;
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + 16px);
    grid-template-columns: minmax(0, 1fr);
    img {
      grid-row: auto;
    }
  }
`;

const Block = styled.section`
  margin-bottom: 36px;
  max-width: 760px;
  h2 {
    margin: 0 0 12px;
    font-size: clamp(1.35rem, 4vw, 1.7rem);
  }
`;

const ScoreTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 10px 8px 10px 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: middle;
  }
  td:last-child,
  tfoot td {
    text-align: right;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  tfoot th,
  tfoot td {
    border-bottom: none;
    font-size: 1.1rem;
    font-weight: 700;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.color.muted};
    font-weight: 400;
  }
`;

const Meter = styled.meter`
  width: 100%;
  min-width: 60px;
  height: 10px;
`;

const TwoColumns = styled.div`
  display: grid;
  gap: 20px;
  ${media.mdUp} {
    grid-template-columns: 1fr 1fr;
  }
  h3 {
    margin: 0 0 8px;
  }
  ul {
    margin: 0;
    padding-left: 20px;
  }
  li + li {
    margin-top: 6px;
  }
`;

const DataList = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 8px 16px;
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.muted};
`;

const RelatedList = styled.ul`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: grid;
    gap: 8px;
    align-content: start;
    padding: 12px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 1;
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: #f3f1ec;
  }
  a {
    font-weight: 600;
  }
  p {
    margin: 0;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.color.muted};
  }
`;

const NotFound = styled.section`
  padding: 64px 0;
  text-align: center;
`;

const COLLARS_CRUMB = { label: 'Best Collars', path: '/collars' };

/** "9-week-old", "6-month-old", "4-year-old": a dog's age as the test notes print it (puppies are counted in weeks). */
export function dogAge(ageYears: number): string {
  if (ageYears < 0.25) return `${Math.round(ageYears * 52)}-week-old`;
  if (ageYears < 1) return `${Math.round(ageYears * 12)}-month-old`;
  return `${Number.isInteger(ageYears) ? ageYears : ageYears.toFixed(1)}-year-old`;
}

/** "French bulldog": a breed (the GraphQL enum, FRENCH) as a sentence names it. */
const breedName = (breed: GraphqlBreed) => BREED_FIGURES[breed.toLowerCase() as Breed].name.replace(' Bulldog', ' bulldog');

/** A list of short texts (findings, pros, cons, notes, features), each its own key. */
function TextList({ items }: { items: readonly string[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function CollarNotFound() {
  useRenderStatus(404);
  return (
    <NotFound>
      <PageMeta title="Collar Not Found" description="The collar review you're looking for doesn't exist or has been removed." noindex />
      <Container>
        <h1>Collar Not Found</h1>
        <p>The collar review you&apos;re looking for doesn&apos;t exist or has been removed from our list.</p>
        <Link to="/collars">See every collar we tested</Link>
      </Container>
    </NotFound>
  );
}

/**
 * /collars/{slug}: the review of one collar: verdict, editorial score with its five-criteria breakdown, our wear test,
 * pros and cons, sizes, bulldog fit notes, price and the retailer, related collars.
 */
export function CollarReviewPage() {
  const { slug = '' } = useParams();
  const valid = isSlug(slug);
  const { data, loading, error, refetch } = usePageQuery(CollarReviewPageQuery, { variables: { slug }, skip: !valid });
  if (!valid || (data && !data.product)) return <CollarNotFound />;
  // A plain block, not a section: the review is the page's one article, and its h1 the page's top heading.
  return (
    <Section as="div">
      <Container>
        {error ? (
          <ErrorPanel title="We couldn't load this review." message={error.message} onRetry={() => void refetch()} />
        ) : loading || !data?.product ? (
          <div aria-busy="true">
            <span role="status" className="visually-hidden">
              Loading review
            </span>
            <SkeletonBlock $height="2.5em" $width="70%" aria-hidden="true" />
            <SkeletonBlock $height="28em" aria-hidden="true" />
          </div>
        ) : (
          <Review product={data.product} />
        )}
      </Container>
    </Section>
  );
}

function Review({ product }: { product: ReviewedCollar }) {
  const path = collarPath(product.slug);
  const crumbs = [{ label: 'Home', path: '/' }, COLLARS_CRUMB, { label: product.name, path }];
  const reviewed = product.verdict !== null && product.editorialScore !== null;
  const description = reviewed
    ? `${product.name} review: our score ${formatScore(product.editorialScore ?? 0)}/10 after a ${product.testNotes?.daysWorn ?? 30}-day wear test on a bulldog. Sizes, fit notes, pros and cons.`
    : `${product.name}: sizes, bulldog fit notes and features. Our wear test is under way.`;
  return (
    <article>
      <PageMeta
        title={`${product.name} Review`}
        description={description}
        path={path}
        imagePath={product.imageUrl}
        imageAlt={product.name}
        modifiedTime={product.updatedAt}
        keywords={[`${product.name} review`, 'bulldog collar review', product.material.toLowerCase()]}
        schemaMarkup={(siteUrl) => [
          ...(reviewed
            ? [
                productReviewSchema(
                  {
                    slug: product.slug,
                    name: product.name,
                    description: product.description,
                    imageUrl: product.imageUrl,
                    amazonAsin: product.amazonAsin,
                    material: product.material,
                    verdict: product.verdict ?? '',
                    editorialScore: product.editorialScore ?? 0,
                    pros: product.pros,
                    cons: product.cons,
                    modifiedTime: product.updatedAt,
                    displayPrice: product.displayPrice,
                    priceValidUntil: product.priceValidUntil,
                    retailerUrl: product.retailerUrl,
                    availabilityType: product.availability?.type ?? null,
                  },
                  siteUrl,
                ),
              ]
            : []),
          breadcrumbSchema(crumbs, siteUrl),
        ]}
      />
      <Breadcrumb crumbs={crumbs} />
      <Layout>
        <Header>
          <Eyebrow>{product.badge ?? 'Collar review'}</Eyebrow>
          <h1>{product.name} Review</h1>
          {product.verdict ? <Verdict data-testid="verdict">{product.verdict}</Verdict> : <Verdict>{product.description}</Verdict>}
          <Ratings>
            <EditorialScore score={product.editorialScore} />
            <StarRating rating={product.rating} reviewCount={product.reviewCount} />
          </Ratings>
          <Muted>
            Best for: {product.bestFor}. Updated <time dateTime={product.updatedAt}>{formatLongDate(product.updatedAt)}</time>.
          </Muted>
        </Header>
        <BuyBox aria-label="Price and retailer">
          <ProductPicture
            product={product}
            sizes="(min-width: 768px) 300px, 96px"
            alt={product.imageAlt || product.name}
            fetchPriority="high"
          />
          <PriceTag
            price={product.displayPrice}
            checkedAt={product.priceCheckedAt}
            retailerUrl={product.retailerUrl}
            productName={product.name}
            position="review"
            buyable={product.buyable}
            availability={product.availability}
          />
          <RetailerButton position="review" href={product.retailerUrl} label={`View on Amazon: ${product.name} (opens in a new tab)`}>
            View on Amazon
          </RetailerButton>
        </BuyBox>
        <Body>
          {product.scores && product.editorialScore !== null && (
            <Block aria-labelledby="score-heading" id="score">
              <h2 id="score-heading">How it scored</h2>
              <ScoreTable data-testid="score-breakdown">
                <caption className="visually-hidden">Marks out of 10 on our five weighted criteria</caption>
                <thead>
                  <tr>
                    <th scope="col">Criterion</th>
                    <th scope="col">
                      <span className="visually-hidden">Bar</span>
                    </th>
                    <th scope="col">Mark</th>
                  </tr>
                </thead>
                <tbody>
                  {SCORING_CRITERIA.map(({ key, label, weight, measures }) => {
                    const mark = product.scores?.[key] ?? 0;
                    return (
                      <tr key={key}>
                        <th scope="row">
                          {label} ({weight}%)<small>{measures}</small>
                        </th>
                        <td>
                          <Meter min={0} max={BEST_SCORE} value={mark} aria-hidden="true" />
                        </td>
                        <td>{formatScore(mark)}/10</td>
                      </tr>
                    );
                  })}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={2}>
                      Our score (weighted)
                    </th>
                    <td data-testid="score-total">{formatScore(product.editorialScore)}/10</td>
                  </tr>
                </tfoot>
              </ScoreTable>
              <Muted>
                Each mark is out of 10; the score weighs them as our <Link to="/methodology">testing method</Link> explains.
              </Muted>
            </Block>
          )}

          {product.testNotes && (
            <Block aria-labelledby="test-heading">
              <h2 id="test-heading">Our {product.testNotes.daysWorn}-day test</h2>
              <p data-testid="test-dog">
                Worn daily for {product.testNotes.daysWorn} days by {product.testNotes.dog.name}, a {dogAge(product.testNotes.dog.ageYears)}{' '}
                {breedName(product.testNotes.dog.breed)} weighing {product.testNotes.dog.weightLbs} lb with a {product.testNotes.dog.neckIn}
                -inch neck.
              </p>
              <TextList items={product.testNotes.findings} />
            </Block>
          )}

          {(product.pros.length > 0 || product.cons.length > 0) && (
            <Block aria-labelledby="pros-heading">
              <h2 id="pros-heading">Pros and cons</h2>
              <TwoColumns>
                <div>
                  <h3>What we liked</h3>
                  <TextList items={product.pros} />
                </div>
                <div>
                  <h3>What could be better</h3>
                  <TextList items={product.cons} />
                </div>
              </TwoColumns>
            </Block>
          )}

          {product.sizes.length > 0 && (
            <Block aria-labelledby="sizes-heading">
              <h2 id="sizes-heading">Sizes</h2>
              <CollarSizeTable name={product.name} sizes={product.sizes} width={product.width} />
            </Block>
          )}

          {product.bulldogFitNotes.length > 0 && (
            <Block aria-labelledby="fit-heading">
              <h2 id="fit-heading">Bulldog fit notes</h2>
              <TextList items={product.bulldogFitNotes} />
            </Block>
          )}

          <Block aria-labelledby="specs-heading">
            <h2 id="specs-heading">Specifications</h2>
            <DataList>
              <dt>Material</dt>
              <dd>{product.material}</dd>
              <dt>Width</dt>
              <dd>{product.width}</dd>
              <dt>Reflective</dt>
              <dd>{product.reflective ? 'Yes' : 'No'}</dd>
              <dt>Waterproof</dt>
              <dd>{product.waterproof ? 'Yes' : 'No'}</dd>
              <dt>Machine washable</dt>
              <dd>{product.machineWashable ? 'Yes' : 'No'}</dd>
            </DataList>
            <TextList items={product.features} />
          </Block>

          <Block aria-labelledby="price-heading">
            <h2 id="price-heading">Price</h2>
            <p>
              <PriceTag
                price={product.displayPrice}
                checkedAt={product.priceCheckedAt}
                retailerUrl={product.retailerUrl}
                productName={product.name}
                position="review"
                buyable={product.buyable}
                availability={product.availability}
                quoteRetailer
              />
            </p>
            {/* Out of stock, there is no price to check: the link still lets a reader see what Amazon says now. */}
            <RetailerButton
              position="review"
              href={product.retailerUrl}
              label={
                product.buyable
                  ? `Check the price of the ${product.name} on Amazon (opens in a new tab)`
                  : `See the ${product.name} on Amazon (opens in a new tab)`
              }
            >
              {product.buyable ? 'Check the price on Amazon' : 'See it on Amazon'}
            </RetailerButton>
            <PriceHistoryChart product={product} />
            <RetailerDisclosure />
            <PriceAlertForm productSlug={product.slug} productName={product.name} currentPrice={product.displayPrice ?? null} />
          </Block>

          {product.related.length > 0 && (
            <Block aria-labelledby="related-heading">
              <h2 id="related-heading">Related collars</h2>
              <RelatedList>
                {product.related.map((other) => (
                  <li key={other.id}>
                    <ProductPicture product={other} sizes="(min-width: 768px) 240px, 100vw" alt="" loading="lazy" decoding="async" />
                    <Link to={collarPath(other.slug)}>{other.name}</Link>
                    <EditorialScore score={other.editorialScore} />
                    <p>Best for: {other.bestFor}</p>
                  </li>
                ))}
              </RelatedList>
            </Block>
          )}
        </Body>
      </Layout>
    </article>
  );
}

/** The data of /collars/:slug (none for a malformed slug: the page answers not found). Its variables are the ones the component reads. */
export const collarReviewData: RouteData = ({ params }) => {
  const slug = params['slug'] ?? '';
  return isSlug(slug) ? [operation(CollarReviewPageQuery, { slug })] : [];
};
