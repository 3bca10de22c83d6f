// A module of its own: the pages' retailer buttons need only this text, and the ASIN rules of the submission form
// then stay out of those pages' first load.

/** rel of every retailer link: paid (sponsored, for the FTC and Google), not a ranking vote, no window.opener. */
export const RETAILER_LINK_REL = 'sponsored nofollow noopener';
