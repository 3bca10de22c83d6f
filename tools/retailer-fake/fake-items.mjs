// The fake's products: what one item answers (only the resources asked for), and its price at a moment of the fake's
// clock (scheduled prices, or a drift rule that moves a share of the prices each period).

export const AVAILABILITY_MESSAGES = {
  IN_STOCK: 'In Stock',
  IN_STOCK_SCARCE: 'Only 3 left in stock - order soon.',
  OUT_OF_STOCK: 'Currently unavailable. We don\u2019t know when or if this item will be back in stock.',
  PREORDER: 'This item will be released soon. Pre-order now.',
  BACKORDER: 'Temporarily out of stock. Order now and we\u2019ll deliver when available.',
  UNAVAILABLE: 'Currently unavailable.',
  UNKNOWN: 'Usually ships within 1 to 2 months.',
};

/** A small deterministic hash in [0, 1) of the text. */
function unitHash(text) {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 16777619);
  return (hash >>> 0) / 2 ** 32;
}

export function shuffled(values) {
  const copy = [...values];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other], copy[index]];
  }
  return copy;
}

/** A catalogue entry with the fake's per-item state. */
export const entryOf = (entry) => ({ known: true, buyBoxNotFirst: false, schedule: [], ...entry });

/** A generated collar: priced between $9.99 and $89.99 from its ASIN, so every run sees the same prices. */
export const generatedEntry = (asin) =>
  entryOf({ asin, title: `Bulldog Collar ${asin}, Adjustable, Medium`, amount: Math.round(999 + unitHash(asin) * 8000) / 100 });

/** The price in force at `at`: the last scheduled one that has begun, else the drift rule's, else the listed one. */
export function amountAt(entry, at, drift) {
  const scheduled = entry.schedule.filter((step) => step.at <= at).at(-1);
  if (scheduled) return scheduled.amount;
  if (!drift) return entry.amount;
  const period = Math.floor(at / drift.everyMs);
  // Each period a share of the collars (chosen by a hash, so deterministic) moves by up to maxPercent.
  let amount = entry.amount;
  for (let step = Math.max(0, period - 50); step <= period; step += 1) {
    if (unitHash(`${entry.asin}:${step}`) >= drift.share) continue;
    const change = (unitHash(`${entry.asin}:${step}:size`) * 2 - 1) * (drift.maxPercent / 100);
    amount = Math.max(1, Math.round(amount * (1 + change) * 100) / 100);
  }
  return amount;
}

/** One item of a getItems answer, in the documented shape, with only the resources asked for. */
export function itemAnswer(entry, { amount, resources, tag, marketplace, marketCurrency }) {
  const wants = (resource) => resources.includes(resource);
  const currency = entry.currency ?? marketCurrency;
  const type = entry.availability?.type ?? 'IN_STOCK';
  const message = entry.availability?.message ?? AVAILABILITY_MESSAGES[type] ?? AVAILABILITY_MESSAGES.UNKNOWN;
  const sellable = !['OUT_OF_STOCK', 'UNAVAILABLE'].includes(type);
  const listing = (price, winner) => ({
    ...(wants('offersV2.listings.price') && sellable
      ? {
          price: {
            money: {
              amount: price,
              currency,
              // The buy box's text may be set apart from its amount, as a retailer's own text can disagree with it.
              displayAmount:
                (winner ? entry.displayAmount : undefined) ?? new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(price),
            },
          },
        }
      : {}),
    ...(wants('offersV2.listings.availability') ? { availability: { type, message } } : {}),
    isBuyBoxWinner: winner,
  });
  const winner = listing(amount, true);
  // A marketplace seller listed first at a higher price; the buy box is the retailer's own, second.
  const listings = entry.buyBoxNotFirst ? [listing(Math.round(amount * 1.35 * 100) / 100, false), winner] : [winner];
  return {
    asin: entry.asin,
    detailPageURL: entry.detailPageUrl ?? `https://${marketplace}/dp/${entry.asin}?tag=${encodeURIComponent(tag)}&linkCode=ogi&th=1&psc=1`,
    ...(wants('itemInfo.title') ? { itemInfo: { title: { displayValue: entry.title, label: 'Title', locale: 'en_US' } } } : {}),
    ...(wants('images.primary.large')
      ? { images: { primary: { large: { url: entry.imageUrl ?? imageUrlOf(entry.asin), width: 500, height: 500 } } } }
      : {}),
    offersV2: { listings },
  };
}

/** Where Amazon would serve an item's main image (its media host, as real answers name it). */
export const imageUrlOf = (asin) => `https://m.media-amazon.com/images/I/${asin}._AC_SL500_.jpg`;
