// A faithful local stand-in for Amazon's Creators API (token endpoints and getItems), with switches for each of its
// failures. Used by the Jest specs, the e2e tests, the bench and the local demo; see README.md beside it.
import http from 'node:http';
import { SEED_CATALOGUE } from './catalogue.mjs';
import { ASIN_PATTERN, checkGetItems, errorBody } from './fake-get-items.mjs';
import { amountAt, entryOf, generatedEntry, itemAnswer, shuffled } from './fake-items.mjs';
import { COGNITO_TOKEN_PATH, createTokenDesk, LWA_TOKEN_PATH } from './fake-tokens.mjs';

export const FAKE_CREDENTIAL = { id: 'fake-credential-id', secret: 'fake-credential-secret' };
export const FAKE_PARTNER_TAG = 'bulldogcollarguide-20';

const GET_ITEMS_PATH = '/catalog/v1/getItems';
const CONTROL_PATH = '/__control';
const MARKETPLACE_CURRENCY = { 'www.amazon.com': 'USD', 'www.amazon.co.uk': 'GBP', 'www.amazon.de': 'EUR', 'www.amazon.ca': 'CAD' };
const INELIGIBLE =
  'Your account does not currently meet the eligibility requirements to access the Creators API: it needs 10 qualified sales in the last 30 days.';
const THROTTLED = 'The request was denied due to request throttling. Please verify the number of requests made per second.';

/** Every switch off: the fake answers as a healthy API would (see FakeSwitches in fake-creators-api.d.mts). */
const defaultSwitches = () => ({
  throttleNext: 0,
  ratePerSecond: null,
  retryAfterSeconds: 1,
  ineligible: false,
  failNext: 0,
  failStatus: 503,
  malformedNext: 0,
  delayMs: 0,
  tokenDown: false,
  knowsEveryAsin: false,
  echoNext: 0,
  oversizeNext: 0,
  oversizeDeclared: false,
});
const zeroCounts = () => ({
  tokenRequests: 0,
  tokensIssued: 0,
  getItemsRequests: 0,
  itemsRequested: 0,
  throttled: 0,
  failed: 0,
  oversizeSent: 0,
  oversizeAbandoned: 0,
});

/** What an oversize answer claims to be (with `oversizeDeclared`) or its chunk (endless). */
const OVERSIZE_DECLARED_BYTES = 2 * 1024 * 1024;
const OVERSIZE_CHUNK = `"${'x'.repeat(64 * 1024 - 2)}",`;
/** Marks an answer the server writes itself (an endless or oversize body). */
const OVERSIZE = Symbol('oversize');

/**
 * The request as a careless server echoes it into an error: its Authorization header, its body, and the credentials a
 * Basic header carries, decoded and as a form body would spell them.
 */
function echoOf(req, raw) {
  const authorization = req.headers.authorization ?? '';
  const parts = [`Authorization: ${authorization}`, `body: ${raw}`];
  const basic = /^Basic (.+)$/i.exec(authorization);
  if (basic) {
    const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
    const [id = '', secret = ''] = decoded.split(':').map((part) => {
      try {
        return decodeURIComponent(part);
      } catch {
        return part;
      }
    });
    parts.push(`credentials: ${id}:${secret}`, `as a form: ${new URLSearchParams({ client_id: id, client_secret: secret })}`);
  }
  return `Could not process the request. ${parts.join('; ')}`;
}

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
  const tokens = createTokenDesk({ credential, now, lifetimeSeconds: tokenLifetimeSeconds });

  let switches = defaultSwitches();
  let items = new Map();
  let drift = null;
  let recentItemCalls = [];
  let counts = zeroCounts();
  let lastRequests = [];
  const sockets = new Set();
  const timers = new Set();

  const resetCatalogue = () => (items = new Map(catalogue.map((entry) => [entry.asin, entryOf(entry)])));
  resetCatalogue();

  function entryFor(asin) {
    const entry = items.get(asin);
    if (entry) return entry.known ? entry : null;
    if (!switches.knowsEveryAsin) return null;
    const generated = generatedEntry(asin);
    items.set(asin, generated);
    return generated;
  }

  function overRate() {
    if (switches.ratePerSecond === null) return false;
    const at = now();
    recentItemCalls = recentItemCalls.filter((time) => time > at - 1000);
    recentItemCalls.push(at);
    return recentItemCalls.length > switches.ratePerSecond;
  }

  const wait = (ms) =>
    new Promise((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  /** The switched faults, in the order the real API meets them; null when none applies. */
  function fault() {
    if (switches.ineligible) return [403, errorBody('AssociateNotEligible', INELIGIBLE)];
    if (switches.throttleNext > 0 || overRate()) {
      if (switches.throttleNext > 0) switches.throttleNext -= 1;
      counts.throttled += 1;
      const headers = switches.retryAfterSeconds === null ? {} : { 'retry-after': String(switches.retryAfterSeconds) };
      return [429, errorBody('TooManyRequests', THROTTLED), headers];
    }
    if (switches.failNext > 0) {
      switches.failNext -= 1;
      counts.failed += 1;
      return [switches.failStatus, errorBody('InternalFailure', 'The request processing has failed because of an unknown error.')];
    }
    if (switches.malformedNext > 0) {
      switches.malformedNext -= 1;
      return [200, { itemsResult: { items: [{ asin: 42, offersV2: 'none' }] } }];
    }
    return null;
  }

  async function getItems(req, raw) {
    counts.getItemsRequests += 1;
    const refused = tokens.refusal(req.headers.authorization);
    if (refused) return [401, errorBody(...refused)];
    if (switches.delayMs > 0) await wait(switches.delayMs);
    const faulty = fault();
    if (faulty) return faulty;
    const checked = checkGetItems(req, raw, { marketplace, partnerTag });
    if (checked.refusal) return checked.refusal;
    const { itemIds, resources, partnerTag: tag } = checked.body;
    counts.itemsRequested += itemIds.length;
    const found = [];
    const errors = [];
    for (const id of itemIds) {
      const entry = ASIN_PATTERN.test(id) ? entryFor(id) : undefined;
      if (entry) {
        const amount = amountAt(entry, now(), drift);
        found.push(itemAnswer(entry, { amount, resources, tag, marketplace, marketCurrency }));
      } else if (entry === null) {
        errors.push({ code: 'ItemNotAccessible', message: `The ItemId ${id} is not accessible through the Creators API.` });
      } else {
        errors.push({ code: 'InvalidParameterValue', message: `The value [${id}] provided in the request for ItemIds is invalid.` });
      }
    }
    return [200, { ...(found.length ? { itemsResult: { items: shuffled(found) } } : {}), ...(errors.length ? { errors } : {}) }];
  }

  const control = {
    set: (partial) => void (switches = { ...switches, ...partial }),
    setItem(asin, patch) {
      items.set(asin, { ...(items.get(asin) ?? entryOf({ asin, title: `Collar ${asin}`, amount: 19.99 })), ...patch });
    },
    schedulePrices: (asin, schedule) => control.setItem(asin, { schedule: [...schedule].sort((a, b) => a.at - b.at) }),
    setDrift: (rule) => void (drift = rule),
    expireTokens: () => tokens.expireAll(),
    advance: (ms) => void (offsetMs += ms),
    now,
    counts: () => ({ ...counts, tokensIssued: tokens.issued() }),
    switches: () => ({ ...switches }),
    requests: () => lastRequests.map((request) => ({ ...request })),
    reset() {
      switches = defaultSwitches();
      drift = null;
      resetCatalogue();
      counts = zeroCounts();
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

  async function route(req, raw) {
    const path = (req.url ?? '/').split('?')[0];
    if (path === CONTROL_PATH) {
      if (req.method === 'POST') applyControl(JSON.parse(raw || '{}'));
      return [200, { switches: control.switches(), counts: control.counts(), now: now() }];
    }
    if (req.method !== 'POST') return [405, errorBody('MethodNotAllowed', 'Only POST is supported.')];
    lastRequests = [...lastRequests.slice(-49), { method: req.method, path, headers: { ...req.headers }, body: raw, at: now() }];
    const known = path === COGNITO_TOKEN_PATH || path === LWA_TOKEN_PATH || path === GET_ITEMS_PATH;
    if (known && switches.echoNext > 0) {
      switches.echoNext -= 1;
      const echo = echoOf(req, raw);
      return [400, { ...errorBody('InvalidRequest', echo), error: 'invalid_request', error_description: echo }];
    }
    if (known && switches.oversizeNext > 0) {
      switches.oversizeNext -= 1;
      return OVERSIZE;
    }
    if (path === COGNITO_TOKEN_PATH || path === LWA_TOKEN_PATH) {
      counts.tokenRequests += 1;
      if (switches.tokenDown) return [503, { error: 'temporarily_unavailable', error_description: 'The token service is unavailable.' }];
      return tokens.answer(req, raw, path === COGNITO_TOKEN_PATH ? 'cognito' : 'lwa');
    }
    if (path === GET_ITEMS_PATH) return getItems(req, raw);
    return [404, errorBody('UnknownOperation', `No operation at ${path}.`)];
  }

  /**
   * A 200 whose body never ends (JSON that opens and goes on, written as fast as the client reads), or, with
   * `oversizeDeclared`, one that declares 2 MB and sends nothing: either way the client must hang up.
   */
  function sendOversize(res) {
    counts.oversizeSent += 1;
    res.on('close', () => (counts.oversizeAbandoned += 1));
    if (switches.oversizeDeclared) {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(OVERSIZE_DECLARED_BYTES) });
      res.flushHeaders();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"padding":[');
    const pump = () => {
      let room = true;
      while (room && !res.destroyed) room = res.write(OVERSIZE_CHUNK);
      if (!res.destroyed) res.once('drain', pump);
    };
    pump();
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      route(req, raw)
        .catch((error) => [400, errorBody('InvalidRequest', String(error))])
        .then((answer) => {
          // A client that gave up (its timeout) or a fake being closed leaves no one to answer.
          if (res.destroyed) return;
          if (answer === OVERSIZE) return sendOversize(res);
          const [status, payload, headers = {}] = answer;
          res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(payload));
        });
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
