/**
 * The dates the legal pages state (spec section 2 gave January 15, 2025): their text, their metadata and the sitemap all
 * read them here. The privacy policy was rewritten for issue 13 to describe what the site really stores and sends.
 */
export const POLICY_DATES = { privacy: '2026-11-23', terms: '2025-01-15' } as const;
