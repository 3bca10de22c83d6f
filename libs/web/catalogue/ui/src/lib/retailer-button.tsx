import { RETAILER_LINK_REL } from '@bcg/shared/affiliate-links';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Button = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 48px;
  padding: 12px 20px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.cta};
  color: ${({ theme }) => theme.color.ctaText};
  font-weight: 700;
  text-decoration: none;
  &:hover {
    filter: brightness(0.95);
  }
`;

/** Where a retailer link sits on the page, as the click analytics report it (apps/web/public/beacon.js). */
export type RetailerLinkPosition = 'card' | 'compare' | 'buy-bar' | 'review' | 'fit-finder';

/**
 * A link to the retailer: the direct, tagged URL (no redirect), new tab, marked sponsored as the Amazon and FTC
 * rules ask. `data-retailer-position` names where it sits for the page's one delegated click listener
 * (apps/web/public/beacon.js), which reads the product from the ASIN in the href: a click is counted without any
 * code on the link itself, and without the ASIN parser in the first-load JavaScript.
 */
export function RetailerButton({
  href,
  children,
  label,
  position,
}: {
  href: string;
  children: ReactNode;
  label?: string;
  position: RetailerLinkPosition;
}) {
  return (
    <Button href={href} target="_blank" rel={RETAILER_LINK_REL} aria-label={label} data-retailer-position={position}>
      {children}
      <span aria-hidden="true">↗</span>
    </Button>
  );
}
