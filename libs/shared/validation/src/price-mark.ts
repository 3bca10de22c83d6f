// The price-mark rules on their own, without zod: the review page's price-alert form and the confirmation page read them at first load.
export { MAX_PRICE_ALERTS, parsePriceMark, PRICE_ALERT_MESSAGES } from './lib/price-mark';
