import { COLLAR_ALLOWANCE_IN, MEASURING_STEPS, SIZE_CHART, formatRange } from '@bcg/shared/sizing';
import { button, dataTable, emailDocument, escapeHtml, footerLink, heading, orderedList, paragraph } from './email-layout';

/** The parts of an email a template writes; the service adds the recipient and the headers. */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

interface Links {
  siteUrl: string;
  unsubscribeUrl: string;
}

/** How many days a confirmation link works (the text of the email says so). */
export const CONFIRMATION_LINK_DAYS = 7;

const textFooter = ({ unsubscribeUrl }: Links, why: string) => `--\n${why}\nUnsubscribe: ${unsubscribeUrl}\n`;

/** The double opt-in email: one link that confirms the address. */
export function confirmationEmail(links: Links & { confirmUrl: string }): EmailContent {
  const why = 'You get this email because this address was entered in the sizing-guide sign-up of the Bulldog Collar Guide.';
  return {
    subject: 'Confirm your email to get the bulldog sizing guide',
    text:
      `Hello,\n\nPlease confirm that you asked for the free bulldog collar sizing guide:\n\n${links.confirmUrl}\n\n` +
      `The link works for ${CONFIRMATION_LINK_DAYS} days. If you did not sign up, ignore this email: nothing more will be sent.\n\n` +
      textFooter(links, why),
    html: emailDocument({
      title: 'Confirm your email',
      preheader: 'One click and the sizing guide is on its way.',
      siteUrl: links.siteUrl,
      body:
        paragraph('Hello,') +
        paragraph('Please confirm that you asked for the free bulldog collar sizing guide. One click, and it is on its way.') +
        button('Confirm my email', links.confirmUrl) +
        paragraph(
          `The link works for ${CONFIRMATION_LINK_DAYS} days. If the button does not work, paste this address into your browser:<br>` +
            `<a href="${escapeHtml(links.confirmUrl)}" style="color:#1f2a44;word-break:break-all;">${escapeHtml(links.confirmUrl)}</a>`,
        ) +
        paragraph('If you did not sign up, ignore this email: nothing more will be sent.'),
      footer: `${escapeHtml(why)} ${footerLink('Unsubscribe', links.unsubscribeUrl)}`,
    }),
  };
}

/** The sizing guide: the measuring steps and the size chart of the specification, and the printable page. */
export function sizingGuideEmail(links: Links): EmailContent {
  const guideUrl = `${links.siteUrl}/sizing-guide`;
  const chartRows = SIZE_CHART.map((row) => [
    row.age,
    formatRange(row.weightLbs, 'lbs'),
    formatRange(row.neckIn, 'in'),
    formatRange(row.collarIn, 'in'),
  ]);
  const columns = ['Age', 'Weight', 'Neck', 'Collar size'];
  const why = 'You get this email because you signed up for the sizing guide of the Bulldog Collar Guide and confirmed your address.';
  const textChart = chartRows.map((row) => row.map((value, index) => `${columns[index]}: ${value}`).join(', ')).join('\n');
  return {
    subject: 'Your bulldog collar sizing guide',
    text:
      `Here is your bulldog collar sizing guide.\n\nHOW TO MEASURE\n\n` +
      MEASURING_STEPS.map((step, index) => `${index + 1}. ${step}`).join('\n') +
      `\n\nSIZE CHART (neck + ${COLLAR_ALLOWANCE_IN} in = collar size)\n\n${textChart}\n\n` +
      `The printable guide: ${guideUrl}\n\n` +
      textFooter(links, why),
    html: emailDocument({
      title: 'Your bulldog collar sizing guide',
      preheader: 'Where to measure, the 2-inch and two-finger rules, and the size chart by age.',
      siteUrl: links.siteUrl,
      body:
        paragraph('Thanks for confirming. Here is your sizing guide: five minutes and a soft tape measure are all it takes.') +
        heading('How to measure') +
        orderedList(MEASURING_STEPS) +
        heading('Size chart') +
        dataTable(`Bulldog collar size by age: neck measurement plus ${COLLAR_ALLOWANCE_IN} inches`, columns, chartRows) +
        paragraph('Between two sizes? Choose the larger and adjust it down: bulldog necks thicken as they grow.') +
        button('Open the printable guide', guideUrl),
      footer: `${escapeHtml(why)} ${footerLink('Unsubscribe', links.unsubscribeUrl)}`,
    }),
  };
}
