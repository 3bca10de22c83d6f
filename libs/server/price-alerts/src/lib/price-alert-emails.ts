import { button, emailDocument, escapeHtml, footerLink, paragraph } from '@bcg/server/leads';

/** How many days an alert's confirmation link works (the email says so). */
export const ALERT_CONFIRMATION_LINK_DAYS = 7;
/** After an alert fires it rests this many days, whatever the price does. */
export const ALERT_REST_DAYS = 7;

/** The words of the affiliate program's disclosure, as the site's footer says them. */
const DISCLOSURE =
  'As an Amazon Associate we earn from qualifying purchases. Links to retailers are affiliate links; our ratings never depend on them.';

export interface AlertEmailContent {
  subject: string;
  text: string;
  html: string;
}

interface AlertLinks {
  siteUrl: string;
  preferencesUrl: string;
}

/** "$24.99" (the marks and prices are US dollars at the one marketplace the sync reads). */
export const dollars = (cents: number, currency = 'USD'): string =>
  currency === 'USD' ? `$${(cents / 100).toFixed(2)}` : `${(cents / 100).toFixed(2)} ${currency}`;

const utc = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

function footer(links: AlertLinks, why: string) {
  return {
    text: `--\n${why}\n${DISCLOSURE}\nManage your alerts and emails: ${links.preferencesUrl}\n`,
    html: `${escapeHtml(why)} ${escapeHtml(DISCLOSURE)} ${footerLink('Manage your alerts and emails', links.preferencesUrl)}`,
  };
}

/** The double opt-in email of a price alert: one link that confirms the address and starts the watch. */
export function alertConfirmationEmail(
  links: AlertLinks & { confirmUrl: string; productName: string; belowCents: number; currency: string },
): AlertEmailContent {
  const mark = dollars(links.belowCents, links.currency);
  const why = `You get this email because this address asked on the Bulldog Collar Guide to hear when ${links.productName} is at or under ${mark}.`;
  const end = footer(links, why);
  return {
    subject: `Confirm your price alert for ${links.productName}`,
    text:
      `Hello,\n\nPlease confirm that you want one email when ${links.productName} is at or under ${mark} at Amazon:\n\n${links.confirmUrl}\n\n` +
      `The link works for ${ALERT_CONFIRMATION_LINK_DAYS} days. If you did not ask, ignore this email: nothing more will be sent.\n\n` +
      end.text,
    html: emailDocument({
      title: 'Confirm your price alert',
      preheader: `One click and we watch the price of ${links.productName}.`,
      siteUrl: links.siteUrl,
      body:
        paragraph('Hello,') +
        paragraph(`Please confirm that you want one email when ${escapeHtml(links.productName)} is at or under ${mark} at Amazon.`) +
        button('Confirm my price alert', links.confirmUrl) +
        paragraph(
          `The link works for ${ALERT_CONFIRMATION_LINK_DAYS} days. If the button does not work, paste this address into your browser:<br>` +
            `<a href="${escapeHtml(links.confirmUrl)}" style="color:#1f2a44;word-break:break-all;">${escapeHtml(links.confirmUrl)}</a>`,
        ) +
        paragraph('If you did not ask, ignore this email: nothing more will be sent.'),
      footer: end.html,
    }),
  };
}

/** The alert itself: the price the retailer sync saw, when, and the review. */
export function priceDropEmail(
  links: AlertLinks & { productName: string; reviewUrl: string; amountCents: number; currency: string; belowCents: number; seenAt: Date },
): AlertEmailContent {
  const price = dollars(links.amountCents, links.currency);
  const mark = dollars(links.belowCents, links.currency);
  const seen = utc(links.seenAt);
  const why = `You get this email because you set a price alert for ${links.productName} at ${mark} and confirmed your address. It rests for ${ALERT_REST_DAYS} days now.`;
  const end = footer(links, why);
  const said = `${links.productName} was ${price} at Amazon when we checked at ${seen}, at or under your mark of ${mark}.`;
  return {
    subject: `${links.productName} is now ${price}`,
    text:
      `${said}\n\nPrices change often: Amazon's page shows the price when you buy.\n\nOur review: ${links.reviewUrl}\n\n` +
      `We will not email you about this collar for the next ${ALERT_REST_DAYS} days.\n\n` +
      end.text,
    html: emailDocument({
      title: `${links.productName} is now ${price}`,
      preheader: `At or under your mark of ${mark}.`,
      siteUrl: links.siteUrl,
      body:
        paragraph(escapeHtml(said)) +
        paragraph("Prices change often: Amazon's page shows the price when you buy.") +
        button('Read the review', links.reviewUrl) +
        paragraph(`We will not email you about this collar for the next ${ALERT_REST_DAYS} days.`),
      footer: end.html,
    }),
  };
}
