import { isbot } from 'isbot';
import { LRUCache } from 'lru-cache';

/** Device classes the dashboard reports, from the user agent (which is not stored). */
export type DeviceClass = 'phone' | 'tablet' | 'desktop';

/** Crawlers (the `isbot` list) and automated browsers, which `isbot` does not all name. */
const AUTOMATED = /HeadlessChrome|Headless|PhantomJS|Lighthouse|Chrome-Lighthouse|Puppeteer|Playwright|Selenium|webdriver/i;

/** What a user agent says about its reader: a person's browser (of which device class) or an automated client. */
export type UserAgentClass = { automated: true } | { automated: false; device: DeviceClass };

/** Answers of {@link classifyUserAgent} for recent user agents: a few browser versions send most requests. */
const CACHED_USER_AGENTS = 1000;
const classCache = new LRUCache<string, UserAgentClass>({ max: CACHED_USER_AGENTS });
const AUTOMATED_CLIENT: UserAgentClass = { automated: true };

/**
 * Whether a user agent is a person's browser and its device class. Automated clients (crawlers, headless browsers,
 * and a missing user agent: a script) count nothing. Cached per user agent: isbot's pattern is long, and both
 * answers are the same for every request of a browser version, so each is worked out once, not once per request.
 */
export function classifyUserAgent(userAgent: string | undefined): UserAgentClass {
  if (!userAgent) return AUTOMATED_CLIENT;
  let answer = classCache.get(userAgent);
  if (answer === undefined) {
    answer = isbot(userAgent) || AUTOMATED.test(userAgent) ? AUTOMATED_CLIENT : { automated: false, device: deviceClass(userAgent) };
    classCache.set(userAgent, answer);
  }
  return answer;
}

/** Tablets first: an Android tablet says "Android" without "Mobile", an iPad says "iPad". */
function deviceClass(userAgent: string): DeviceClass {
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
