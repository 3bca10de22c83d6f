import type { OutgoingMail } from '@bcg/server/mail';
import type { NewsletterPreview, NewsletterRecipient, NewsletterRenderer } from './newsletter-renderer';
import type { Newsletter } from './newsletter.entity';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The plain-text part: the Markdown itself, which reads as text. */
const textOf = (markdown: string) => markdown.trim();

/**
 * A plain renderer: the body through the article pipeline (`markdownToHtml`: tagged, sanitised), a heading, the
 * preheader and the one-click unsubscribe link, no click redirects. It keeps the send whole where the site's full
 * email renderer is not wired (and in tests of the sending itself); the app uses the full one when it has it.
 */
export class SimpleNewsletterRenderer implements NewsletterRenderer {
  constructor(
    private readonly siteUrl: string,
    private readonly markdownToHtml: (markdown: string) => string,
  ) {}

  async prepareSend(_manager: unknown, issue: Newsletter): Promise<{ sentHtml: string }> {
    return { sentHtml: this.markdownToHtml(issue.markdown) };
  }

  async emailFor(issue: Newsletter, recipient: NewsletterRecipient): Promise<Omit<OutgoingMail, 'kind' | 'to'>> {
    const unsubscribeUrl = `${this.siteUrl}/unsubscribe?token=${recipient.unsubscribeToken}`;
    const body = issue.sentHtml ?? this.markdownToHtml(issue.markdown);
    return {
      subject: issue.subject,
      html: this.page(issue, body, `<p><a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>`),
      text: `${textOf(issue.markdown)}\n\nUnsubscribe: ${unsubscribeUrl}\n`,
      headers: {
        'List-Unsubscribe': `<${this.siteUrl}/api/unsubscribe?token=${recipient.unsubscribeToken}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  }

  async preview(issue: Pick<Newsletter, 'id' | 'slug' | 'subject' | 'preheader' | 'markdown'>): Promise<NewsletterPreview> {
    const webHtml = this.markdownToHtml(issue.markdown);
    return {
      subject: issue.subject,
      preheader: issue.preheader,
      emailHtml: this.page(issue, webHtml, ''),
      emailText: `${textOf(issue.markdown)}\n`,
      webHtml,
    };
  }

  private page(issue: Pick<Newsletter, 'subject' | 'preheader'>, body: string, footer: string): string {
    return [
      '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
      `<title>${escapeHtml(issue.subject)}</title></head><body>`,
      `<div style="display:none">${escapeHtml(issue.preheader)}</div>`,
      `<h1>${escapeHtml(issue.subject)}</h1>${body}${footer}</body></html>`,
    ].join('');
  }
}
