// Loads the app's code after the browser has painted the server's HTML (the page is complete without it): on a slow
// phone connection the first paint never waits on, or shares the line with, the JavaScript that only makes the page
// interactive. The entry's URL is in <meta name="app-entry"> (it changes with every build; this file does not).
const entry = document.querySelector('meta[name="app-entry"]')?.getAttribute('content');
if (entry) requestAnimationFrame(() => setTimeout(() => import(entry), 0));
// The analytics beacon (/beacon.js, under 2 KB) comes last of all: after the load event, when the browser is idle.
// A URL of this site's public files, not a module of the workspace: kept in a variable like the entry's.
const beacon = '/beacon.js';
const loadBeacon = () => {
  const whenIdle = window.requestIdleCallback ?? ((callback) => setTimeout(callback, 200));
  whenIdle(() => import(beacon), { timeout: 5000 });
};
if (document.readyState === 'complete') loadBeacon();
else addEventListener('load', loadBeacon, { once: true });
