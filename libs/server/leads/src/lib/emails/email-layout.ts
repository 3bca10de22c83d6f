// The HTML frame of the site's emails: tables and inline styles (what mail clients render alike, Outlook included),
// no images in the frame (many clients block them), one column at most 600 px wide that narrows to a 320 px screen,
// and a dark scheme for clients that follow the reader's setting (the classes below; inline colours elsewhere).

const COLOR = {
  brand: '#1f2a44',
  cta: '#f59e0b',
  ctaText: '#1c1917',
  text: '#1f2937',
  muted: '#4b5563',
  border: '#e5e7eb',
  page: '#f3f4f6',
};
const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** Text for HTML: the five characters that could end an element or an attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export const paragraph = (html: string): string =>
  `<p style="margin:0 0 16px;font-family:${FONT};font-size:16px;line-height:1.55;color:${COLOR.text};">${html}</p>`;

export const heading = (text: string): string =>
  `<h2 style="margin:24px 0 12px;font-family:${FONT};font-size:20px;line-height:1.3;color:${COLOR.brand};">${escapeHtml(text)}</h2>`;

/** A button that is a link in a coloured cell, so it shows in clients that ignore padding on links. */
export const button = (label: string, href: string): string =>
  `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr>` +
  `<td style="border-radius:8px;background:${COLOR.cta};">` +
  `<a class="bcg-button" href="${escapeHtml(href)}" style="display:inline-block;padding:14px 24px;font-family:${FONT};font-size:16px;font-weight:700;` +
  `color:${COLOR.ctaText};text-decoration:none;border-radius:8px;">${escapeHtml(label)}</a></td></tr></table>`;

export const orderedList = (items: readonly string[]): string =>
  `<ol style="margin:0 0 16px;padding-left:24px;font-family:${FONT};font-size:16px;line-height:1.55;color:${COLOR.text};">` +
  items.map((item) => `<li style="margin:0 0 8px;">${escapeHtml(item)}</li>`).join('') +
  `</ol>`;

/** A data table with a header row and a header cell on each row. */
export function dataTable(caption: string, columns: readonly string[], rows: readonly (readonly string[])[]): string {
  const cell = `padding:10px 8px;border-bottom:1px solid ${COLOR.border};font-family:${FONT};font-size:15px;text-align:left;`;
  const head = columns.map(
    (column) => `<th scope="col" style="${cell}background:${COLOR.brand};color:#ffffff;">${escapeHtml(column)}</th>`,
  );
  const body = rows.map(
    ([first = '', ...rest]) =>
      `<tr><th scope="row" style="${cell}color:${COLOR.text};">${escapeHtml(first)}</th>` +
      rest.map((value) => `<td style="${cell}color:${COLOR.text};">${escapeHtml(value)}</td>`).join('') +
      `</tr>`,
  );
  return (
    `<table cellpadding="0" cellspacing="0" border="0" width="100%" style="border-collapse:collapse;margin:0 0 16px;">` +
    `<caption style="text-align:left;padding:0 0 8px;font-family:${FONT};font-size:14px;color:${COLOR.muted};">${escapeHtml(caption)}</caption>` +
    `<thead><tr>${head.join('')}</tr></thead><tbody>${body.join('')}</tbody></table>`
  );
}

/**
 * The whole document: a preheader (the line inboxes show after the subject), a brand bar with the site's name,
 * the content, and a footer saying why the email came and how to stop it.
 */
export function emailDocument(options: {
  title: string;
  preheader: string;
  siteUrl: string;
  body: string;
  footer: string;
  /** A line above the content, e.g. the "view in browser" link of a newsletter issue. */
  topNote?: string;
}): string {
  const { title, preheader, siteUrl, body, footer, topNote } = options;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark"><title>${escapeHtml(title)}</title>
<style>${DARK_SCHEME}</style></head>
<body class="bcg-page" style="margin:0;padding:0;background:${COLOR.page};">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(preheader)}</div>
<table role="presentation" class="bcg-page" cellpadding="0" cellspacing="0" border="0" width="100%" style="background:${COLOR.page};"><tr><td align="center" style="padding:24px 8px;">
${topNote ? `<p class="bcg-muted" style="margin:0 0 12px;font-family:${FONT};font-size:13px;color:${COLOR.muted};">${topNote}</p>` : ''}
<table role="presentation" class="bcg-card" cellpadding="0" cellspacing="0" border="0" width="100%" style="max-width:600px;background:#ffffff;border-radius:12px;">
<tr><td style="padding:20px 24px;background:${COLOR.brand};border-radius:12px 12px 0 0;">
<a href="${escapeHtml(siteUrl)}" style="font-family:${FONT};font-size:18px;font-weight:700;color:#ffffff;text-decoration:none;">Bulldog Collar Guide</a>
</td></tr>
<tr><td class="bcg-text" style="padding:24px;word-break:break-word;">${body}</td></tr>
<tr><td class="bcg-muted" style="padding:20px 24px;border-top:1px solid ${COLOR.border};font-family:${FONT};font-size:13px;line-height:1.5;color:${COLOR.muted};">${footer}</td></tr>
</table></td></tr></table>
</body></html>`;
}

/**
 * The dark scheme, for clients that honour `prefers-color-scheme` (Apple Mail, iOS, Outlook on the Mac...): light
 * text on dark cards. Others show the light colours of the inline styles, which stay readable as they are.
 */
const DARK_SCHEME =
  '@media (prefers-color-scheme: dark){' +
  '.bcg-page{background:#0f172a !important;}' +
  '.bcg-card{background:#1e293b !important;}' +
  '.bcg-text,.bcg-text p,.bcg-text li,.bcg-text td,.bcg-text th,.bcg-text h1,.bcg-text h2,.bcg-text h3{color:#e5e7eb !important;}' +
  '.bcg-text a{color:#fcd34d !important;}' +
  // A button keeps its dark label on its amber cell.
  `.bcg-text a.bcg-button{color:${COLOR.ctaText} !important;}` +
  '.bcg-muted,.bcg-muted a{color:#cbd5e1 !important;}}';

export const footerLink = (label: string, href: string): string =>
  `<a href="${escapeHtml(href)}" style="color:${COLOR.muted};text-decoration:underline;">${escapeHtml(label)}</a>`;
