export {
  AFFILIATE_TAG_PARAM,
  AFFILIATE_TAG_PATTERN,
  asinFromRetailerUrl,
  RETAILER_LINK_REL,
  buildRetailerUrl,
  isRetailerUrl,
  isValidAffiliateTag,
  isValidAsin,
  tagRetailerUrl,
} from './lib/retailer-url';
export { retailerAnchorAttributes } from './lib/retailer-anchor';
export { tagRetailerUrlsInHtmlText, tagRetailerUrlsInText } from './lib/tag-text';
