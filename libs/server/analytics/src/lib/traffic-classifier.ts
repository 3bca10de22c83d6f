import { isbot } from 'isbot';

/** Device classes the dashboard reports, from the user agent (which is not stored). */
export type DeviceClass = 'phone' | 'tablet' | 'desktop';

/** Crawlers (the `isbot` list) and automated browsers, which `isbot` does not all name. */
const AUTOMATED = /HeadlessChrome|Headless|PhantomJS|Lighthouse|Chrome-Lighthouse|Puppeteer|Playwright|Selenium|webdriver/i;

/** Answers of {@link isAutomatedUserAgent} for recent user agents: a few browser versions send most requests. */
const automatedCache = new Map<string, boolean>();
const CACHED_USER_AGENTS = 1000;

/** True for a user agent that is not a person's browser: such requests count nothing. A missing one is a script. */
export function isAutomatedUserAgent(userAgent: string | undefined): boolean {
  if (!userAgent) return true;
  let automated = automatedCache.get(userAgent);
  if (automated === undefined) {
    // isbot's pattern is long: matched once per user agent, not once per request.
    automated = isbot(userAgent) || AUTOMATED.test(userAgent);
    if (automatedCache.size >= CACHED_USER_AGENTS) automatedCache.clear();
    automatedCache.set(userAgent, automated);
  }
  return automated;
}

/** Tablets first: an Android tablet says "Android" without "Mobile", an iPad says "iPad". */
export function deviceClass(userAgent: string): DeviceClass {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Windows Phone|Android/i.test(userAgent)) return 'phone';
  return 'desktop';
}

/**
 * The host a visitor came from (lower case, without "www."), or null: none given, not a web address, or this
 * site itself (moving between its own pages is not a referral). Only the host is kept, never the path.
 */
export function referrerHost(referrer: string | undefined, siteHost: string): string | null {
  if (!referrer) return null;
  let host: string;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    host = url.hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return null;
  }
  return host && host !== siteHost.toLowerCase().replace(/^www\./, '') ? host.slice(0, 120) : null;
}
