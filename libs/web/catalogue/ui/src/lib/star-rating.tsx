import { formatCount } from '@bcg/web/shared';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 6px;
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.9rem;
`;

const Stars = styled.span`
  display: inline-flex;
  gap: 1px;
  color: ${({ theme }) => theme.color.star};
`;

const Star = styled.svg<{ $faded: boolean }>`
  opacity: ${({ $faded }) => ($faded ? 0.5 : 1)};
`;

/**
 * Which of the 5 star slots are drawn: full stars for the integer part, then one
 * half-opacity star when there is a fractional part; the remaining slots stay empty.
 */
export function starSlots(rating: number): Array<'full' | 'half' | 'empty'> {
  const clamped = Math.min(5, Math.max(0, Number.isFinite(rating) ? rating : 0));
  const full = Math.floor(clamped);
  const hasFraction = clamped - full > 0;
  return Array.from({ length: 5 }, (_, index) => (index < full ? 'full' : index === full && hasFraction ? 'half' : 'empty'));
}

/**
 * '4.7/5 from 2,341 Amazon ratings' with US thousand separators: labelled as the retailer's, next to our own score
 * (not '(4.7/5 from 2,341 reviews)', which a reader could take for our own mark).
 */
export function ratingSummary(rating: string, reviewCount: number): string {
  return `${rating}/5 from ${formatCount(reviewCount)} Amazon ratings`;
}

const STAR_PATH = 'M10 1.5l2.6 5.3 5.9.9-4.2 4.1 1 5.8L10 14.9l-5.3 2.7 1-5.8L1.5 7.7l5.9-.9z';

export function StarRating({ rating, reviewCount }: { rating: string; reviewCount: number }) {
  const slots = starSlots(Number(rating));
  return (
    <Row>
      <Stars role="img" aria-label={`Rated ${rating} out of 5 by Amazon customers`}>
        {slots.map((slot, index) =>
          slot === 'empty' ? (
            <Star key={index} $faded={false} width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" data-star="empty">
              <path d={STAR_PATH} fill="none" stroke="currentColor" strokeWidth="1.2" />
            </Star>
          ) : (
            <Star key={index} $faded={slot === 'half'} width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" data-star={slot}>
              <path d={STAR_PATH} fill="currentColor" />
            </Star>
          ),
        )}
      </Stars>
      <span>{ratingSummary(rating, reviewCount)}</span>
    </Row>
  );
}
