import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { deferredModule, useFocusKeptAcrossSwap } from './deferred-module';

export * from './tooltip-timing';

// Radix tooltip and its positioning engine are a quarter of the page's script: they arrive when the browser is idle.
const tooltipView = deferredModule(() => import('./tooltip-view'));

/**
 * A short explanation shown on hover or keyboard focus of its (focusable) trigger. Until the tooltip code has
 * arrived (a moment after the page loads), the trigger is shown on its own, with its own accessible name.
 */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactElement }) {
  const view = tooltipView.useModule();
  // The trigger is re-mounted inside the tooltip when its code arrives; a trigger with focus keeps it.
  const trigger = cloneElement(children, useFocusKeptAcrossSwap<HTMLElement>(view));
  return view ? <view.TooltipView content={content}>{trigger}</view.TooltipView> : trigger;
}
