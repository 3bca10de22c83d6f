// The fake's getItems request check: what the real API refuses with 400 before it looks up any item.

const KNOWN_RESOURCES = new Set([
  'itemInfo.title',
  'images.primary.large',
  'images.primary.medium',
  'offersV2.listings.price',
  'offersV2.listings.availability',
  'offersV2.listings.condition',
  'offersV2.listings.isBuyBoxWinner',
  'offersV2.listings.merchantInfo',
]);

export const ASIN_PATTERN = /^[A-Z0-9]{10}$/;

export const errorBody = (code, message) => ({ errors: [{ code, message }] });

/**
 * The request's body when it is one the API accepts, else the 400 answer it gets.
 * @returns {{ body: { partnerTag: string, itemIds: string[], resources: string[] } } | { refusal: [number, object] }}
 */
export function checkGetItems(req, raw, { marketplace, partnerTag }) {
  const refuse = (code, message) => ({ refusal: [400, errorBody(code, message)] });
  if (!(req.headers['content-type'] ?? '').startsWith('application/json'))
    return refuse('InvalidParameterValue', 'Content-Type must be application/json.');
  let body;
  try {
    body = JSON.parse(raw);
  } catch {
    return refuse('InvalidParameterValue', 'The request body is not JSON.');
  }
  if (req.headers['x-marketplace'] !== marketplace || body.marketplace !== marketplace) {
    return refuse('InvalidParameterValue', `The marketplace (x-marketplace header and body) must be ${marketplace}.`);
  }
  if (typeof body.partnerTag !== 'string' || !body.partnerTag || (partnerTag !== null && body.partnerTag !== partnerTag)) {
    return refuse('InvalidPartnerTag', 'The partner tag is invalid or not mapped to this credential.');
  }
  const ids = body.itemIds;
  if (!Array.isArray(ids) || ids.length < 1 || ids.length > 10 || ids.some((id) => typeof id !== 'string')) {
    return refuse('InvalidParameterValue', 'ItemIds must hold 1 to 10 ASINs.');
  }
  const resources = Array.isArray(body.resources) ? body.resources : [];
  const unknown = resources.find((resource) => !KNOWN_RESOURCES.has(resource));
  if (unknown !== undefined || resources.length === 0) {
    return refuse('InvalidParameterValue', `The value [${unknown ?? ''}] provided in the request for Resources is invalid.`);
  }
  return { body: { partnerTag: body.partnerTag, itemIds: ids, resources } };
}
