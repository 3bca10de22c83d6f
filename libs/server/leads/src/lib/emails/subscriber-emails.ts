import {
  BREED_FIGURES,
  CHART_COLLAR_COLUMN,
  MEASURING_STEPS,
  SIZE_CHART,
  TWO_FINGER_CHECK,
  formatRange,
  type Breed,
  type Range,
} from '@bcg/shared/sizing';
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
  preferencesUrl: string;
}

/** How many days a confirmation link works (the text of the email says so). */
export const CONFIRMATION_LINK_DAYS = 7;

const textFooter = ({ unsubscribeUrl, preferencesUrl }: Links, why: string) =>
  `--\n${why}\nYour email preferences: ${preferencesUrl}\nUnsubscribe: ${unsubscribeUrl}\n`;

const htmlFooter = ({ unsubscribeUrl, preferencesUrl }: Links, why: string) =>
  `${escapeHtml(why)} ${footerLink('Email preferences', preferencesUrl)} · ${footerLink('Unsubscribe', unsubscribeUrl)}`;

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
      footer: htmlFooter(links, why),
    }),
  };
}

/** The rows of one size chart: a caption, and per row its label and figures. */
interface Chart {
  caption: string;
  rows: string[][];
}

const CHART_COLUMNS = ['Age', 'Weight', 'Neck', CHART_COLLAR_COLUMN];

const chartRow = (label: string, figures: { weightLbs: Range; neckIn: Range; collarIn: Range }) => [
  label,
  formatRange(figures.weightLbs, 'lbs'),
  formatRange(figures.neckIn, 'in'),
  formatRange(figures.collarIn, 'in'),
];

/**
 * The chart for one breed: the puppy rows the breed grows through (those that start below its adult weight: a French
 * bulldog never reaches the heavy 6-12 months row), then the breed's own adult figures instead of the general adult
 * row, which is drawn for the larger breeds.
 */
function breedChart(breed: Breed): Chart {
  const adult = BREED_FIGURES[breed];
  const puppyRows = SIZE_CHART.filter((row) => row.age !== 'Adult' && row.weightLbs.min < adult.weightLbs.max);
  return {
    caption: `${adult.name} collar sizes by age`,
    rows: [...puppyRows.map((row) => chartRow(row.age, row)), chartRow(`Adult ${adult.name}`, adult)],
  };
}

/** Without a breed: the general chart by age, and the adult figures of each breed under it. */
function generalCharts(): Chart[] {
  return [
    { caption: 'Bulldog collar sizes by age', rows: SIZE_CHART.map((row) => chartRow(row.age, row)) },
    {
      caption: 'Adult figures by breed',
      rows: (Object.keys(BREED_FIGURES) as Breed[]).map((breed) => chartRow(`Adult ${BREED_FIGURES[breed].name}`, BREED_FIGURES[breed])),
    },
  ];
}

const textTable = ({ caption, rows }: Chart) =>
  `${caption.toUpperCase()}\n\n` + rows.map((row) => row.map((value, index) => `${CHART_COLUMNS[index]}: ${value}`).join(', ')).join('\n');

/**
 * The sizing guide: the measuring steps and the size chart, fitted to the reader's breed when the sign-up named one,
 * and the printable page. Every figure and rule is rendered from the sizing library, never restated here.
 */
export function sizingGuideEmail(links: Links & { breed?: Breed | null }): EmailContent {
  const guideUrl = `${links.siteUrl}/sizing-guide`;
  const breed = links.breed ? BREED_FIGURES[links.breed] : null;
  const charts = links.breed ? [breedChart(links.breed)] : generalCharts();
  // The check is one of the steps today; should the steps ever leave it out, the email still says it.
  const check = MEASURING_STEPS.includes(TWO_FINGER_CHECK) ? [] : [TWO_FINGER_CHECK];
  const widthNote = breed ? `An adult ${breed.name} needs a collar ${formatRange(breed.widthIn, 'in')} wide.` : null;
  const puppyNote = breed
    ? `The puppy rows are for bulldog puppies of every breed; your ${breed.name} grows from them to the adult row.`
    : null;
  const notes = [...check, ...(widthNote ? [widthNote] : []), ...(puppyNote ? [puppyNote] : [])];
  const why = 'You get this email because you signed up for the sizing guide of the Bulldog Collar Guide and confirmed your address.';
  const title = breed ? `Your ${breed.name} collar sizing guide` : 'Your bulldog collar sizing guide';
  return {
    subject: title,
    text:
      `Here is your ${breed ? breed.name.toLowerCase() : 'bulldog'} collar sizing guide.\n\nHOW TO MEASURE\n\n` +
      MEASURING_STEPS.map((step, index) => `${index + 1}. ${step}`).join('\n') +
      `\n\n${charts.map(textTable).join('\n\n')}\n\n` +
      (notes.length > 0 ? `${notes.join('\n')}\n\n` : '') +
      `The printable guide: ${guideUrl}\n\n` +
      textFooter(links, why),
    html: emailDocument({
      title,
      preheader: breed
        ? `Where to measure, and the size chart for your ${breed.name}.`
        : 'Where to measure, and the size chart by age and breed.',
      siteUrl: links.siteUrl,
      body:
        paragraph('Thanks for confirming. Here is your sizing guide: five minutes and a soft tape measure are all it takes.') +
        heading('How to measure') +
        orderedList(MEASURING_STEPS) +
        heading(breed ? `Size chart for your ${breed.name}` : 'Size chart') +
        charts.map((chart) => dataTable(chart.caption, CHART_COLUMNS, chart.rows)).join('') +
        notes.map((note) => paragraph(escapeHtml(note))).join('') +
        button('Open the printable guide', guideUrl),
      footer: htmlFooter(links, why),
    }),
  };
}
