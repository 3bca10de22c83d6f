// Prices as amounts: the smallest unit of a currency, the largest price a product may carry, and the one way the site
// writes an amount as text. A retailer's own display text is never shown: every price text comes from here.

/**
 * The largest price a product may carry, in cents: $9,999,999.99, the most the price text's seven dollar digits hold
 * (`productSchema.price`). Every column that keeps a price in cents (`product.priceAmountCents`,
 * `price_observation.amountCents`: integers, up to 2,147,483,647 on PostgreSQL) takes it.
 */
export const PRICE_MAX_CENTS = 999_999_999;

const formats = new Map<string, Intl.NumberFormat>();

/** The en-US currency format of a currency, made once (a format costs far more to make than to use). */
function formatOf(currency: string): Intl.NumberFormat | null {
  let format = formats.get(currency);
  if (!format) {
    try {
      format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    } catch {
      return null;
    }
    formats.set(currency, format);
  }
  return format;
}

/** Smallest units per unit of an ISO 4217 currency (100 for USD, 1 for JPY), from the runtime's data; 100 for an unknown code. */
export function minorUnitsPerUnit(currency: string): number {
  return 10 ** (formatOf(currency)?.resolvedOptions().maximumFractionDigits ?? 2);
}

/**
 * An amount in the smallest unit of its currency as the site writes it: 5499 USD -> "$54.99", 129900 USD ->
 * "$1,299.00", 1234 JPY -> "¥1,234". An unknown currency code follows the number ("54.99 XYZ").
 */
export function formatPriceAmount(amountMinor: number, currency: string): string {
  const format = formatOf(currency);
  const amount = amountMinor / minorUnitsPerUnit(currency);
  return format ? format.format(amount) : `${amount.toFixed(2)} ${currency}`;
}
