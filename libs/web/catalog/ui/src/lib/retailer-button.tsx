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

/** A link to the retailer: new tab, marked sponsored as the Amazon and FTC rules ask. */
export function RetailerButton({ href, children, label }: { href: string; children: ReactNode; label?: string }) {
  return (
    <Button href={href} target="_blank" rel={RETAILER_LINK_REL} aria-label={label}>
      {children}
      <span aria-hidden="true">↗</span>
    </Button>
  );
}
