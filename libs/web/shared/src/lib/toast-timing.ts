/** Toast timings and gestures (Radix's numbers). */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
/** F8 focuses the notifications region. */
export const TOAST_HOTKEY = ['F8'];
