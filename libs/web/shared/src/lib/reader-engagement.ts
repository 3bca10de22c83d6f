// The first sign of a reader on the page: a pointer move or press, a touch, a key, the wheel, a scroll, a focus,
// a click or an input. Until then a page can be a crawler's, a preview's or a background tab's, and the
// browser does only what the first screen needs.
const ENGAGE_EVENTS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'mousedown',
  'keydown',
  'wheel',
  'scroll',
  'focusin',
  'click',
  'input',
] as const;

let engaged = false;
let listening = false;
let wake: () => void = () => undefined;
/** Settles on the reader's first interaction (once something listens: see listenForReader). */
export const readerEngagement = new Promise<void>((resolve) => {
  wake = resolve;
});

/** Marks the reader engaged now (also called when the page itself needs everything awake). */
export function engageReader(): void {
  if (engaged) return;
  // The flag first, synchronously: code running later in this same event sees it before the promise settles.
  engaged = true;
  if (listening) for (const type of ENGAGE_EVENTS) document.removeEventListener(type, engageReader, true);
  wake();
}

/**
 * Starts listening for the reader, once. The listeners are on the document and capture, so they run before
 * React's own (on its root): the event that engages the reader already finds everything awake.
 */
export function listenForReader(): void {
  if (listening || engaged || typeof document === 'undefined') return;
  listening = true;
  for (const type of ENGAGE_EVENTS) document.addEventListener(type, engageReader, { capture: true, passive: true });
}

export function hasReaderEngaged(): boolean {
  return engaged;
}

/** Listens for the reader and settles on their first interaction. */
export function readerEngaged(): Promise<void> {
  listenForReader();
  return readerEngagement;
}
