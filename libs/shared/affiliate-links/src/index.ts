export { RETAILER_LINK_REL } from './lib/retailer-link-rel';
export { asinFromRetailerUrl } from './lib/retailer-asin';
export { AFFILIATE_TAG_PATTERN, buildRetailerUrl, isRetailerUrl, isValidAsin, tagRetailerUrl } from './lib/retailer-url';
export { retailerAnchorAttributes } from './lib/retailer-anchor';
export { replaceRetailerUrlsInHtmlText, tagRetailerUrlsInHtmlText } from './lib/tag-text';
export { RETAILER_LINK_FALLBACK_TEXT, containsRetailerLink } from './lib/retailer-link-text';
