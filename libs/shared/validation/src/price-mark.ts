// The price-mark rules on their own, without zod: the review page's price-alert form reads them at first load.
export { parsePriceMark, priceMarkCents, PRICE_ALERT_MESSAGES, PRICE_MARK_MAX_DOLLARS } from './lib/price-mark';
