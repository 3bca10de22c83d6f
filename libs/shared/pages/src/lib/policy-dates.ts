/** The dates the legal pages state (spec section 2): their text, their metadata and the sitemap all read them here. */
export const POLICY_DATES = { privacy: '2025-01-15', terms: '2025-01-15' } as const;
