// Loads the app's code after the browser has painted the server's HTML (the page is complete without it): on a slow
// phone connection the first paint never waits on, or shares the line with, the JavaScript that only makes the page
// interactive. The entry's URL is in <meta name="app-entry"> (it changes with every build; this file does not).
const entry = document.querySelector('meta[name="app-entry"]')?.getAttribute('content');
if (entry) requestAnimationFrame(() => setTimeout(() => import(entry), 0));
