// A faithful local stand-in for Amazon's Creators API (token endpoints and getItems), with switches for each of its
// failures. Used by the Jest specs, the e2e tests, the bench and the local demo; see README.md beside it.
import http from 'node:http';
import { SEED_CATALOGUE } from './catalogue.mjs';

export const FAKE_CREDENTIAL = { id: 'fake-credential-id', secret: 'fake-credential-secret' };
export const FAKE_PARTNER_TAG = 'bulldogcollarguide-20';

const COGNITO_TOKEN_PATH = '/oauth2/token';
const LWA_TOKEN_PATH = '/auth/o2/token';
const GET_ITEMS_PATH = '/catalog/v1/getItems';
const CONTROL_PATH = '/__control';
const KNOWN_RESOURCES = new Set([
  'itemInfo.title',
  'images.primary.large',
  'images.primary.medium',
  'offersV2.listings.price',
  'offersV2.listings.availability',
  'offersV2.listings.condition',
  'offersV2.listings.isBuyBoxWinner',
  'offersV2.listings.merchantInfo',
]);
const ASIN_PATTERN = /^[A-Z0-9]{10}$/;
const AVAILABILITY_MESSAGES = {
  IN_STOCK: 'In Stock',
  IN_STOCK_SCARCE: 'Only 3 left in stock - order soon.',
  OUT_OF_STOCK: 'Currently unavailable. We don\u2019t know when or if this item will be back in stock.',
  PREORDER: 'This item will be released soon. Pre-order now.',
  BACKORDER: 'Temporarily out of stock. Order now and we\u2019ll deliver when available.',
  UNAVAILABLE: 'Currently unavailable.',
  UNKNOWN: 'Usually ships within 1 to 2 months.',
};
const MARKETPLACE_CURRENCY = { 'www.amazon.com': 'USD', 'www.amazon.co.uk': 'GBP', 'www.amazon.de': 'EUR', 'www.amazon.ca': 'CAD' };

const defaultSwitches = () => ({
  /** Answer 429 TooManyRequests to the next N getItems requests. */
  throttleNext: 0,
  /** Answer 429 to getItems requests beyond this many per second (by the fake's clock); null: no limit. */
  ratePerSecond: null,
  /** Retry-After (seconds) sent with a 429; null: none. */
  retryAfterSeconds: 1,
  /** Answer 403 AssociateNotEligible to every getItems request. */
  ineligible: false,
  /** Answer the next N getItems requests with `failStatus`. */
  failNext: 0,
  failStatus: 503,
  /** Answer the next N getItems requests 200 with a body that is not the documented shape. */
  malformedNext: 0,
  /** Every getItems answer waits this many real milliseconds (to exceed a client's timeout). */
  delayMs: 0,
  /** Token requests fail with 503 while set. */
  tokenDown: false,
  /** Every valid ASIN is known (the bench's 10,000 generated collars), priced from a hash of the ASIN. */
  knowsEveryAsin: false,
});

/** A small deterministic hash in [0, 1) of the text. */
function unitHash(text) {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 16777619);
  return (hash >>> 0) / 2 ** 32;
}

function shuffled(values) {
  const copy = [...values];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other], copy[index]];
  }
  return copy;
}

const errorBody = (code, message) => ({ errors: [{ code, message }] });

/**
 * Starts the fake on 127.0.0.1. `clock` (ms) decides when tokens expire, how requests per second are counted and
 * when scheduled prices apply; `advance` through the control moves it forward without waiting.
 * @param {import('./fake-creators-api.mjs').FakeCreatorsApiOptions} [options]
 * @returns {Promise<import('./fake-creators-api.mjs').FakeCreatorsApi>}
 */
export async function startFakeCreatorsApi(options = {}) {
  const {
    port = 0,
    catalogue = SEED_CATALOGUE,
    clock = Date.now,
    credential = FAKE_CREDENTIAL,
    marketplace = 'www.amazon.com',
    partnerTag = null,
    tokenLifetimeSeconds = 3600,
  } = options;
  let offsetMs = 0;
  const now = () => clock() + offsetMs;
  const marketCurrency = MARKETPLACE_CURRENCY[marketplace] ?? 'USD';

  let switches = defaultSwitches();
  /** ASIN -> { title, amount, currency, availability, buyBoxNotFirst, known, schedule: [{ at, amount }] } */
  let items = new Map();
  let drift = null;
  const tokens = new Map();
  let recentItemCalls = [];
  let counts = { tokenRequests: 0, tokensIssued: 0, getItemsRequests: 0, itemsRequested: 0, throttled: 0, failed: 0 };
  let lastRequests = [];
  const sockets = new Set();
  const timers = new Set();

  function resetCatalogue() {
    items = new Map(catalogue.map((entry) => [entry.asin, { known: true, buyBoxNotFirst: false, schedule: [], ...entry }]));
  }
  resetCatalogue();

  function entryFor(asin) {
    const entry = items.get(asin);
    if (entry) return entry.known ? entry : null;
    if (!switches.knowsEveryAsin) return null;
    // A generated collar: priced between $9.99 and $89.99 from its ASIN, so every run sees the same prices.
    const generated = {
      asin,
      known: true,
      buyBoxNotFirst: false,
      schedule: [],
      title: `Bulldog Collar ${asin}, Adjustable, Medium`,
      amount: Math.round(999 + unitHash(asin) * 8000) / 100,
    };
    items.set(asin, generated);
    return generated;
  }

  /** The price in force now: the last scheduled one that has begun, else the drift rule's, else the listed one. */
  function amountOf(entry) {
    const at = now();
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

  function itemAnswer(entry, resources, base, tag) {
    const wants = (resource) => resources.includes(resource);
    const currency = entry.currency ?? marketCurrency;
    const amount = amountOf(entry);
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
                displayAmount: new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(price),
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
      detailPageURL: `https://${marketplace}/dp/${entry.asin}?tag=${encodeURIComponent(tag)}&linkCode=ogi&th=1&psc=1`,
      ...(wants('itemInfo.title') ? { itemInfo: { title: { displayValue: entry.title, label: 'Title', locale: 'en_US' } } } : {}),
      ...(wants('images.primary.large')
        ? { images: { primary: { large: { url: `${base}/images/${entry.asin}.svg`, width: 500, height: 500 } } } }
        : {}),
      offersV2: { listings },
    };
  }

  function record(req, body) {
    lastRequests.push({ method: req.method, path: req.url, headers: { ...req.headers }, body, at: now() });
    if (lastRequests.length > 50) lastRequests = lastRequests.slice(-50);
  }

  function issueToken(style) {
    counts.tokensIssued += 1;
    const token = `fake-${style}-token-${counts.tokensIssued}-${Math.random().toString(36).slice(2, 10)}`;
    tokens.set(token, { style, expiresAt: now() + tokenLifetimeSeconds * 1000 });
    return { access_token: token, token_type: 'bearer', expires_in: tokenLifetimeSeconds };
  }

  function handleToken(req, raw, style, send) {
    counts.tokenRequests += 1;
    if (switches.tokenDown) return send(503, { error: 'temporarily_unavailable', error_description: 'The token service is unavailable.' });
    const contentType = req.headers['content-type'] ?? '';
    let fields;
    if (style === 'cognito') {
      if (!contentType.startsWith('application/x-www-form-urlencoded')) {
        return send(400, { error: 'invalid_request', error_description: 'Content-Type must be application/x-www-form-urlencoded.' });
      }
      fields = Object.fromEntries(new URLSearchParams(raw));
      const basic = /^Basic (.+)$/i.exec(req.headers.authorization ?? '');
      if (basic) {
        const [id, secret] = Buffer.from(basic[1], 'base64').toString('utf8').split(':').map(decodeURIComponent);
        fields.client_id = id;
        fields.client_secret = secret;
      }
    } else {
      if (!contentType.startsWith('application/json')) {
        return send(400, { error: 'invalid_request', error_description: 'Content-Type must be application/json.' });
      }
      try {
        fields = JSON.parse(raw);
      } catch {
        return send(400, { error: 'invalid_request', error_description: 'The request body is not JSON.' });
      }
    }
    if (fields.grant_type !== 'client_credentials') return send(400, { error: 'unsupported_grant_type' });
    if (fields.client_id !== credential.id || fields.client_secret !== credential.secret) {
      return send(style === 'cognito' ? 400 : 401, { error: 'invalid_client', error_description: 'Client authentication failed.' });
    }
    const scope = style === 'cognito' ? 'creatorsapi/default' : 'creatorsapi::default';
    if (fields.scope !== scope) return send(400, { error: 'invalid_scope', error_description: `The scope must be ${scope}.` });
    return send(200, issueToken(style));
  }

  function overRate() {
    if (switches.ratePerSecond === null) return false;
    const at = now();
    recentItemCalls = recentItemCalls.filter((time) => time > at - 1000);
    recentItemCalls.push(at);
    return recentItemCalls.length > switches.ratePerSecond;
  }

  async function handleGetItems(req, raw, send, base) {
    counts.getItemsRequests += 1;
    const auth = /^Bearer ([^\s,]+)(?:, Version (\d\.\d))?$/.exec(req.headers.authorization ?? '');
    const token = auth && tokens.get(auth[1]);
    if (!token) return send(401, errorBody('InvalidToken', 'The access token is missing or not valid.'));
    if (token.expiresAt <= now()) return send(401, errorBody('ExpiredToken', 'The access token has expired.'));
    if (token.style === 'cognito' && !auth[2]?.startsWith('2.')) {
      return send(
        401,
        errorBody('InvalidToken', 'The Authorization header must name the credential version: Bearer <token>, Version 2.x.'),
      );
    }
    if (switches.delayMs > 0) {
      await new Promise((resolve) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          resolve();
        }, switches.delayMs);
        timers.add(timer);
      });
    }
    if (switches.ineligible) {
      return send(
        403,
        errorBody(
          'AssociateNotEligible',
          'Your account does not currently meet the eligibility requirements to access the Creators API: it needs 10 qualified sales in the last 30 days.',
        ),
      );
    }
    const throttled = switches.throttleNext > 0 || overRate();
    if (throttled) {
      if (switches.throttleNext > 0) switches.throttleNext -= 1;
      counts.throttled += 1;
      const headers = switches.retryAfterSeconds === null ? {} : { 'retry-after': String(switches.retryAfterSeconds) };
      return send(
        429,
        errorBody(
          'TooManyRequests',
          'The request was denied due to request throttling. Please verify the number of requests made per second.',
        ),
        headers,
      );
    }
    if (switches.failNext > 0) {
      switches.failNext -= 1;
      counts.failed += 1;
      return send(switches.failStatus, errorBody('InternalFailure', 'The request processing has failed because of an unknown error.'));
    }
    if (switches.malformedNext > 0) {
      switches.malformedNext -= 1;
      return send(200, { itemsResult: { items: [{ asin: 42, offersV2: 'none' }] } });
    }
    if (!(req.headers['content-type'] ?? '').startsWith('application/json')) {
      return send(400, errorBody('InvalidParameterValue', 'Content-Type must be application/json.'));
    }
    let body;
    try {
      body = JSON.parse(raw);
    } catch {
      return send(400, errorBody('InvalidParameterValue', 'The request body is not JSON.'));
    }
    if (req.headers['x-marketplace'] !== marketplace || body.marketplace !== marketplace) {
      return send(400, errorBody('InvalidParameterValue', `The marketplace (x-marketplace header and body) must be ${marketplace}.`));
    }
    if (typeof body.partnerTag !== 'string' || !body.partnerTag || (partnerTag !== null && body.partnerTag !== partnerTag)) {
      return send(400, errorBody('InvalidPartnerTag', 'The partner tag is invalid or not mapped to this credential.'));
    }
    const ids = body.itemIds;
    if (!Array.isArray(ids) || ids.length < 1 || ids.length > 10 || ids.some((id) => typeof id !== 'string')) {
      return send(400, errorBody('InvalidParameterValue', 'ItemIds must hold 1 to 10 ASINs.'));
    }
    const resources = Array.isArray(body.resources) ? body.resources : [];
    const unknownResource = resources.find((resource) => !KNOWN_RESOURCES.has(resource));
    if (unknownResource !== undefined || resources.length === 0) {
      return send(
        400,
        errorBody('InvalidParameterValue', `The value [${unknownResource ?? ''}] provided in the request for Resources is invalid.`),
      );
    }
    counts.itemsRequested += ids.length;
    const found = [];
    const errors = [];
    for (const id of ids) {
      if (!ASIN_PATTERN.test(id)) {
        errors.push({ code: 'InvalidParameterValue', message: `The value [${id}] provided in the request for ItemIds is invalid.` });
        continue;
      }
      const entry = entryFor(id);
      if (entry) found.push(itemAnswer(entry, resources, base, body.partnerTag));
      else errors.push({ code: 'ItemNotAccessible', message: `The ItemId ${id} is not accessible through the Creators API.` });
    }
    return send(200, { ...(found.length ? { itemsResult: { items: shuffled(found) } } : {}), ...(errors.length ? { errors } : {}) });
  }

  const control = {
    set(partial) {
      switches = { ...switches, ...partial };
    },
    setItem(asin, patch) {
      const entry = items.get(asin) ?? { asin, known: true, buyBoxNotFirst: false, schedule: [], title: `Collar ${asin}`, amount: 19.99 };
      items.set(asin, { ...entry, ...patch });
    },
    schedulePrices(asin, schedule) {
      control.setItem(asin, { schedule: [...schedule].sort((a, b) => a.at - b.at) });
    },
    setDrift(rule) {
      drift = rule;
    },
    expireTokens() {
      for (const token of tokens.values()) token.expiresAt = now();
    },
    advance(ms) {
      offsetMs += ms;
    },
    now,
    counts: () => ({ ...counts }),
    switches: () => ({ ...switches }),
    requests: () => lastRequests.map((request) => ({ ...request })),
    reset() {
      switches = defaultSwitches();
      drift = null;
      resetCatalogue();
      counts = { tokenRequests: 0, tokensIssued: 0, getItemsRequests: 0, itemsRequested: 0, throttled: 0, failed: 0 };
      lastRequests = [];
      recentItemCalls = [];
    },
  };

  /** POST /__control: `{ reset, set, items: { ASIN: patch }, schedules: { ASIN: [{ at, amount }] }, drift, expireTokens, advanceMs }`. */
  function applyControl(command) {
    if (command.reset) control.reset();
    if (command.set) control.set(command.set);
    for (const [asin, patch] of Object.entries(command.items ?? {})) control.setItem(asin, patch);
    for (const [asin, schedule] of Object.entries(command.schedules ?? {})) control.schedulePrices(asin, schedule);
    if (command.drift !== undefined) control.setDrift(command.drift);
    if (command.expireTokens) control.expireTokens();
    if (command.advanceMs) control.advance(command.advanceMs);
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const send = (status, payload, headers = {}) => {
        if (res.destroyed) return;
        res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(payload));
      };
      const base = `http://${req.headers.host}`;
      const path = (req.url ?? '/').split('?')[0];
      if (path === CONTROL_PATH) {
        if (req.method === 'POST') {
          try {
            applyControl(JSON.parse(raw || '{}'));
          } catch (error) {
            return send(400, { error: String(error) });
          }
        }
        return send(200, { switches: control.switches(), counts: control.counts(), now: now() });
      }
      if (req.method === 'GET' && /^\/images\/[A-Z0-9]{10}\.svg$/.test(path)) {
        const asin = path.slice(8, 18);
        res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'max-age=3600' });
        return res.end(
          `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="500" viewBox="0 0 500 500"><rect width="500" height="500" fill="#f3efe8"/><circle cx="250" cy="250" r="150" fill="none" stroke="#8a5a2b" stroke-width="40"/><text x="250" y="470" font-family="sans-serif" font-size="28" text-anchor="middle" fill="#444">${asin}</text></svg>`,
        );
      }
      if (req.method !== 'POST') return send(405, errorBody('MethodNotAllowed', 'Only POST is supported.'));
      record(req, raw);
      if (path === COGNITO_TOKEN_PATH) return handleToken(req, raw, 'cognito', send);
      if (path === LWA_TOKEN_PATH) return handleToken(req, raw, 'lwa', send);
      if (path === GET_ITEMS_PATH) {
        handleGetItems(req, raw, send, base).catch((error) => send(500, errorBody('InternalFailure', String(error))));
        return undefined;
      }
      return send(404, errorBody('UnknownOperation', `No operation at ${path}.`));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const url = `http://127.0.0.1:${server.address().port}`;
  return {
    url,
    tokenUrl: `${url}${COGNITO_TOKEN_PATH}`,
    lwaTokenUrl: `${url}${LWA_TOKEN_PATH}`,
    tokenUrlFor: (version) => `${url}${version.startsWith('2.') ? COGNITO_TOKEN_PATH : LWA_TOKEN_PATH}`,
    control,
    // Stopping mid-request (a delayed answer) drops the connection, as a crashed or unplugged retailer would.
    close: () =>
      new Promise((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
