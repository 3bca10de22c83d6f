import type { StaticSitePath } from '@bcg/shared/pages';

export interface NavLinkItem {
  /** A page of the route table (libs/shared/pages): a link to a page that does not exist does not compile. */
  to: StaticSitePath;
  label: string;
}

/** Header navigation, in this order. */
export const HEADER_LINKS: readonly NavLinkItem[] = [
  { to: '/collars', label: 'Best Collars' },
  { to: '/guides', label: 'Size Guides' },
  { to: '/blog', label: 'Blog' },
  { to: '/compare', label: 'Compare' },
  { to: '/about', label: 'About' },
];

/** Footer links. */
export const FOOTER_LINKS: readonly NavLinkItem[] = [
  { to: '/collars', label: 'Best Collars' },
  { to: '/guides', label: 'Sizing Guides' },
  { to: '/compare', label: 'Compare Products' },
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact' },
  { to: '/methodology', label: 'How We Test' },
  { to: '/breed-guides', label: 'Breed-Specific Guides' },
  { to: '/newsletter', label: 'Newsletter Archive' },
  { to: '/disclosure', label: 'Affiliate Disclosure' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/cookie-policy', label: 'Cookie Policy' },
];

/** A section is current when the path equals its link or starts with it (/blog/x highlights Blog). */
export function isCurrentSection(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}
