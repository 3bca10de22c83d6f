/**
 * The dates the legal pages state: their text, their metadata and the sitemap all read them here. The terms keep their
 * January 15, 2025; the privacy policy was rewritten on 2026-11-23 to describe what the site really stores and sends, and updated
 * on 2026-11-26 for the newsletter, price alerts and suppressed addresses.
 */
export const POLICY_DATES = { privacy: '2026-11-26', terms: '2025-01-15' } as const;
