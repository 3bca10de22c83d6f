// The price-mark rules and the one formatter of amounts on their own, without zod: the review page's price-alert form,
// the confirmation page and the preferences page read them.
export { MAX_PRICE_ALERTS, parsePriceMark, PRICE_ALERT_MESSAGES } from './lib/price-mark';
export { formatPriceAmount } from './lib/price-amount';
