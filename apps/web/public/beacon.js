// First-party, cookieless analytics. Loaded by /hydrate-after-paint.js once the page is interactive
// and the browser is idle; it sets no cookie and touches no storage. It reports:
// - a page view: the path (no query), the referring page (the server keeps only its host) and the utm_source,
//   utm_medium and utm_campaign of the URL; again on each in-app navigation to another path;
// - a click on a retailer link (rel="sponsored"): the product (the ASIN in its href, or data-retailer-product)
//   and its position (data-retailer-position on the link or a region around it). One delegated listener for the
//   whole document: `click` covers the left button and keyboard activation (Enter), `auxclick` the middle button.
// The links keep their direct, tagged Amazon URL: nothing here delays or changes the navigation.
// - a fit recommendation: a fit finder answer kept a second, once per distinct answer (typed or served):
//   breed, age band, measured or not (its data-fit-*), never the dog's numbers.
// Nothing is sent when the browser asks not to be tracked (DNT, Global Privacy Control), nor from the admin pages.
const ENDPOINT = '/api/events';
const ASIN_IN_PATH = /\/(?:dp|gp\/product|gp\/aw\/d|product)\/([A-Za-z0-9]{10})(?:[/?#]|$)/;

const optedOut = navigator.doNotTrack === '1' || navigator.globalPrivacyControl === true;
const counted = (path) => !/^\/admin(\/|$)/.test(path);

function eventId() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function send(event) {
  if (optedOut || !counted(location.pathname)) return;
  const body = JSON.stringify({ events: [{ id: eventId(), path: location.pathname, ...event }] });
  try {
    if (navigator.sendBeacon && navigator.sendBeacon(ENDPOINT, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // A browser that refuses a JSON beacon falls back to fetch below.
  }
  fetch(ENDPOINT, { method: 'POST', body, keepalive: true, credentials: 'omit', headers: { 'content-type': 'application/json' } }).catch(
    () => undefined,
  );
}

let lastPath;
function pageView(referrer) {
  if (location.pathname === lastPath) return;
  lastPath = location.pathname;
  const query = new URLSearchParams(location.search);
  const utm = (name) => (query.get(`utm_${name}`) || '').slice(0, 99) || undefined;
  send({
    type: 'pageview',
    referrer: referrer || undefined,
    utmSource: utm('source'),
    utmMedium: utm('medium'),
    utmCampaign: utm('campaign'),
  });
}

function retailerClick(event) {
  if (event.type === 'auxclick' && event.button !== 1) return;
  const link = event.target instanceof Element ? event.target.closest('a[rel~="sponsored"][href]') : null;
  if (!link) return;
  const product = (link.dataset.retailerProduct || ASIN_IN_PATH.exec(new URL(link.href, location.href).pathname)?.[1] || '').toUpperCase();
  const position = link.closest('[data-retailer-position]')?.getAttribute('data-retailer-position');
  if (product && position) send({ type: 'click', product, position });
}

document.addEventListener('click', retailerClick, true);
document.addEventListener('auxclick', retailerClick, true);

// In-app navigations (react-router) change the path through the History API without a page load.
for (const method of ['pushState', 'replaceState']) {
  const original = history[method];
  history[method] = function (...args) {
    const result = original.apply(this, args);
    pageView();
    return result;
  };
}
addEventListener('popstate', () => pageView());
pageView(document.referrer);

const fitAnswers = new Set();
let fitShown;
let fitTimer;
function fitAnswer() {
  const answer = document.querySelector('[data-fit-answer]');
  const key = answer?.getAttribute('data-fit-answer');
  if (key === fitShown) return;
  fitShown = key;
  clearTimeout(fitTimer);
  if (!key || fitAnswers.has(key)) return;
  fitTimer = setTimeout(() => {
    fitAnswers.add(key);
    const { fitBreed, fitAge, fitMeasured } = answer.dataset;
    send({ type: 'fit', breed: fitBreed, age: fitAge, measured: fitMeasured === 'true' });
  }, 1000);
}
new MutationObserver(fitAnswer).observe(document.body, {
  subtree: true,
  childList: true,
  attributes: true,
  attributeFilter: ['data-fit-answer'],
});
fitAnswer();
