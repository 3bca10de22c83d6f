import { button, emailDocument, escapeHtml, footerLink, paragraph } from '@bcg/server/leads';
import { formatPriceAmount } from '@bcg/shared/validation';

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

const utc = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

function footer(links: AlertLinks, why: string) {
  return {
    text: `--\n${why}\n${DISCLOSURE}\nManage your alerts and emails: ${links.preferencesUrl}\n`,
    html: `${escapeHtml(why)} ${escapeHtml(DISCLOSURE)} ${footerLink('Manage your alerts and emails', links.preferencesUrl)}`,
  };
}

/**
 * The double opt-in email of a price alert: one link that confirms this alert at this mark (a new alert, or a new
 * mark for an alert already on, `replacesCents`, which holds until then).
 */
export function alertConfirmationEmail(
  links: AlertLinks & { confirmUrl: string; productName: string; belowCents: number; currency: string; replacesCents?: number | null },
): AlertEmailContent {
  const mark = formatPriceAmount(links.belowCents, links.currency);
  const old = links.replacesCents == null ? null : formatPriceAmount(links.replacesCents, links.currency);
  const asked = old
    ? `change your price alert for ${links.productName} from ${old} to ${mark}: one email when its price drops to ${mark} or under at Amazon. Until you confirm, your alert stays at ${old}`
    : `want one email when ${links.productName} drops to ${mark} or under at Amazon`;
  const why = `You get this email because this address was entered on the Bulldog Collar Guide to hear when ${links.productName} drops to ${mark} or under.`;
  const end = footer(links, why);
  const ignore = old
    ? 'If you did not ask, ignore this email: your alert stays as it is.'
    : 'If you did not ask, ignore this email: no alert is set and nothing more is sent about it.';
  return {
    subject: old ? `Confirm the new price of your alert for ${links.productName}` : `Confirm your price alert for ${links.productName}`,
    text:
      `Hello,\n\nPlease confirm that you ${asked}:\n\n${links.confirmUrl}\n\n` +
      `The link works for ${ALERT_CONFIRMATION_LINK_DAYS} days. ${ignore}\n\n` +
      end.text,
    html: emailDocument({
      title: old ? 'Confirm the new price of your alert' : 'Confirm your price alert',
      preheader: `One click and we watch the price of ${links.productName}.`,
      siteUrl: links.siteUrl,
      body:
        paragraph('Hello,') +
        paragraph(`Please confirm that you ${escapeHtml(asked)}.`) +
        button(old ? 'Confirm the new price' : 'Confirm my price alert', links.confirmUrl) +
        paragraph(
          `The link works for ${ALERT_CONFIRMATION_LINK_DAYS} days. If the button does not work, paste this address into your browser:<br>` +
            `<a href="${escapeHtml(links.confirmUrl)}" style="color:#1f2a44;word-break:break-all;">${escapeHtml(links.confirmUrl)}</a>`,
        ) +
        paragraph(escapeHtml(ignore)),
      footer: end.html,
    }),
  };
}

/** The alert itself: the drop the retailer sync saw (from the price before to the price now, both from amounts), when, and the review. */
export function priceDropEmail(
  links: AlertLinks & {
    productName: string;
    reviewUrl: string;
    previousCents: number;
    amountCents: number;
    currency: string;
    belowCents: number;
    seenAt: Date;
  },
): AlertEmailContent {
  const before = formatPriceAmount(links.previousCents, links.currency);
  const price = formatPriceAmount(links.amountCents, links.currency);
  const mark = formatPriceAmount(links.belowCents, links.currency);
  const seen = utc(links.seenAt);
  const why = `You get this email because you set a price alert for ${links.productName} at ${mark} and confirmed it. It rests for ${ALERT_REST_DAYS} days now.`;
  const end = footer(links, why);
  const said = `The price of ${links.productName} at Amazon fell from ${before} to ${price} when we checked at ${seen}: at or under your mark of ${mark}.`;
  return {
    subject: `${links.productName} fell from ${before} to ${price}`,
    text:
      `${said}\n\nPrices change often: Amazon's page shows the price when you buy.\n\nOur review: ${links.reviewUrl}\n\n` +
      `We will not email you about this collar for the next ${ALERT_REST_DAYS} days.\n\n` +
      end.text,
    html: emailDocument({
      title: `${links.productName} fell to ${price}`,
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
