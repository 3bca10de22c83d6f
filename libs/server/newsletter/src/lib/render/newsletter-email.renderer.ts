import { asinFromRetailerUrl, isRetailerUrl } from '@bcg/shared/affiliate-links';
import { emailDocument, escapeHtml, footerLink } from '@bcg/server/leads';
import type { OutgoingMail } from '@bcg/server/mail';
import { LRUCache } from 'lru-cache';
import { randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { NewsletterLink } from '../newsletter-link.entity';
import type { NewsletterPreview, NewsletterRecipient, NewsletterRenderer } from '../newsletter-renderer';
import type { Newsletter } from '../newsletter.entity';
import { emailBody, emailText, linkTargetsOf } from './email-html';
import { newLinkId } from './newsletter-links';

export interface NewsletterEmailRendererOptions {
  /** SITE_URL: the click redirects, the archive and the unsubscribe page are there. */
  siteUrl: string;
  /**
   * Markdown to the body's HTML through the article pipeline (sanitised, retailer links tagged and sponsored); reads
   * through `manager` when given (inside the transaction that starts a send: SQLite runs one at a time).
   */
  renderMarkdown: (markdown: string, manager?: EntityManager) => Promise<string>;
  /** The review page path (`/collars/{slug}`) of each ASIN the public catalogue has; through `manager` when given. */
  reviewPaths: (asins: string[], manager?: EntityManager) => Promise<ReadonlyMap<string, string>>;
  /** MAIL_POSTAL_ADDRESS: the sender's postal address, which commercial email must carry. */
  postalAddress?: string;
  /** The preferences page of an address (a signed link); without it the footer offers the unsubscribe page only. */
  preferencesUrl?: (email: string) => Promise<string>;
}

const SENDER_NAME = 'Bulldog Collar Guide';

/** The sentence the dashboard and the send show while MAIL_POSTAL_ADDRESS is unset. */
export const POSTAL_ADDRESS_HINT =
  'Set MAIL_POSTAL_ADDRESS to the postal address of the site (the law requires it in every newsletter) before sending an issue.';

/** What an email's footer says about the money, in the site's words (the same as the footer of its pages). */
const EMAIL_DISCLOSURE =
  'As an Amazon Associate we earn from qualifying purchases. Links to collars lead to our reviews, where the retailer links are affiliate links.';

const WHY = 'You get this email because you subscribed to the Bulldog Collar Guide newsletter and confirmed your address.';

/** An issue's email with the recipient's two links left as markers, filled in per copy. */
interface Template {
  html: string;
  text: string;
  unsubscribeMarker: string;
  preferencesMarker: string;
}

/**
 * The site's newsletter emails. The body goes through the article pipeline once, when the send starts: the archive
 * keeps it as it is (retailer links tagged and sponsored), and the email carries each link behind a first-party
 * redirect (`/r/{id}`, one id per distinct link, counted per day and never per person). Amazon does not allow its
 * affiliate links in email, so in the email a retailer link leads to the collar's review on the site (or, for a
 * product the catalogue does not have, to the retailer without the affiliate tag). Each copy differs only by its
 * unsubscribe and preferences links, so one rendering per issue serves every recipient.
 */
export class NewsletterEmailRenderer implements NewsletterRenderer {
  private readonly templates = new LRUCache<string, Template>({ max: 20 });

  constructor(
    private readonly dataSource: DataSource,
    private readonly options: NewsletterEmailRendererOptions,
  ) {}

  /** The sentence that says what to set before an issue may be sent, or null when the site can send. */
  postalAddressHint(): string | null {
    return this.options.postalAddress ? null : POSTAL_ADDRESS_HINT;
  }

  async prepareSend(manager: EntityManager, issue: Newsletter): Promise<{ sentHtml: string }> {
    const html = await this.options.renderMarkdown(issue.markdown, manager);
    const targets = await this.emailTargets(linkTargetsOf(html), manager);
    const links = manager.getRepository(NewsletterLink);
    await links.delete({ newsletterId: issue.id });
    if (targets.length > 0) {
      await links.insert(targets.map((url, position) => ({ id: newLinkId(), newsletterId: issue.id, position, url })));
    }
    return { sentHtml: html };
  }

  async emailFor(issue: Newsletter, recipient: NewsletterRecipient): Promise<Omit<OutgoingMail, 'kind' | 'to'>> {
    const template = await this.template(issue);
    const unsubscribeUrl = `${this.options.siteUrl}/unsubscribe?token=${recipient.unsubscribeToken}`;
    const preferencesUrl = (await this.options.preferencesUrl?.(recipient.email)) ?? unsubscribeUrl;
    const fill = (text: string, escape: (value: string) => string) =>
      text.split(template.unsubscribeMarker).join(escape(unsubscribeUrl)).split(template.preferencesMarker).join(escape(preferencesUrl));
    return {
      subject: issue.subject,
      html: fill(template.html, escapeHtml),
      text: fill(template.text, (value) => value),
      headers: {
        'List-Unsubscribe': `<${this.options.siteUrl}/api/unsubscribe?token=${recipient.unsubscribeToken}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  }

  async preview(issue: Pick<Newsletter, 'id' | 'slug' | 'subject' | 'preheader' | 'markdown'>): Promise<NewsletterPreview> {
    const webHtml = await this.options.renderMarkdown(issue.markdown);
    const sources = linkTargetsOf(webHtml);
    const targets = await this.emailTargets(sources);
    // Before the send no redirect exists: the preview links straight to where each redirect will lead.
    const hrefFor = (href: string) => targets[sources.indexOf(href)] ?? href;
    const sample = `${this.options.siteUrl}/unsubscribe`;
    const template = this.compose(issue, webHtml, hrefFor);
    const fill = (text: string) => text.split(template.unsubscribeMarker).join(sample).split(template.preferencesMarker).join(sample);
    return { subject: issue.subject, preheader: issue.preheader, emailHtml: fill(template.html), emailText: fill(template.text), webHtml };
  }

  /** Where each link of the email leads: a retailer link to the collar's review here, or untagged when we have none. */
  private async emailTargets(hrefs: readonly string[], manager?: EntityManager): Promise<string[]> {
    const asins = hrefs
      .filter(isRetailerUrl)
      .map(asinFromRetailerUrl)
      .filter((asin): asin is string => asin !== null);
    const reviews = asins.length > 0 ? await this.options.reviewPaths([...new Set(asins)], manager) : new Map<string, string>();
    return hrefs.map((href) => {
      if (!isRetailerUrl(href)) return href;
      const asin = asinFromRetailerUrl(href);
      const review = asin ? reviews.get(asin) : undefined;
      if (review) return `${this.options.siteUrl}${review}`;
      const untagged = new URL(href);
      untagged.searchParams.delete('tag');
      return untagged.toString();
    });
  }

  private async template(issue: Newsletter): Promise<Template> {
    const key = `${issue.id}:${issue.sendStartedAt?.getTime() ?? 0}`;
    const kept = this.templates.get(key);
    if (kept) return kept;
    const html = issue.sentHtml ?? (await this.options.renderMarkdown(issue.markdown));
    const links = await this.dataSource
      .getRepository(NewsletterLink)
      .find({ where: { newsletterId: issue.id }, order: { position: 'ASC' } });
    const sources = linkTargetsOf(html);
    const archiveUrl = `${this.options.siteUrl}/newsletter/${issue.slug}`;
    const hrefFor = (href: string) => {
      const link = links[sources.indexOf(href)];
      return link ? `${this.options.siteUrl}/r/${link.id}` : archiveUrl;
    };
    const template = this.compose(issue, html, hrefFor);
    this.templates.set(key, template);
    return template;
  }

  private compose(issue: Pick<Newsletter, 'slug' | 'subject' | 'preheader'>, html: string, hrefFor: (href: string) => string): Template {
    const nonce = randomBytes(9).toString('hex');
    const unsubscribeMarker = `{{unsubscribe-${nonce}}}`;
    const preferencesMarker = `{{preferences-${nonce}}}`;
    const { siteUrl, postalAddress } = this.options;
    const archiveUrl = `${siteUrl}/newsletter/${issue.slug}`;
    // The sender's name, then the address (which may already begin with the name).
    const identity = !postalAddress
      ? SENDER_NAME
      : postalAddress.startsWith(SENDER_NAME)
        ? postalAddress
        : `${SENDER_NAME}, ${postalAddress}`;
    const footer = [
      escapeHtml(WHY),
      `${footerLink('Email preferences', preferencesMarker)} &middot; ${footerLink('Unsubscribe', unsubscribeMarker)}`,
      escapeHtml(EMAIL_DISCLOSURE),
      escapeHtml(identity),
    ].join('<br><br>');
    const page = emailDocument({
      title: issue.subject,
      preheader: issue.preheader,
      siteUrl,
      topNote: `Trouble reading this email? ${footerLink('View it in your browser', archiveUrl)}`,
      body: `<h1 style="margin:0 0 16px;font-family:-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif;font-size:24px;line-height:1.3;color:#1f2a44;">${escapeHtml(issue.subject)}</h1>${emailBody(html, hrefFor)}`,
      footer,
    });
    const text = [
      issue.subject.toUpperCase(),
      `View it in your browser: ${archiveUrl}`,
      emailText(html, hrefFor),
      `--\n${WHY}\nEmail preferences: ${preferencesMarker}\nUnsubscribe: ${unsubscribeMarker}\n\n${EMAIL_DISCLOSURE}\n${identity}`,
    ].join('\n\n');
    return { html: page, text: `${text}\n`, unsubscribeMarker, preferencesMarker };
  }
}
