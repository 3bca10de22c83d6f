// The price-mark rules on their own, without zod: the review page's price-alert form reads them at first load.
export { parsePriceMark, PRICE_ALERT_MESSAGES } from './lib/price-mark';
