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

let engagement: Promise<void> | undefined;

/** Settles on the reader's first interaction; listens (on the document, capturing) from the first call. */
export function readerEngaged(): Promise<void> {
  engagement ??= new Promise<void>((resolve) => {
    const engage = () => {
      for (const type of ENGAGE_EVENTS) document.removeEventListener(type, engage, true);
      resolve();
    };
    for (const type of ENGAGE_EVENTS) document.addEventListener(type, engage, { capture: true, passive: true });
  });
  return engagement;
}
