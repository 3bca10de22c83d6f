import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';

/** Spec section 9: tooltips open after 700 ms; moving between triggers within 300 ms skips the delay. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </RadixTooltip.Provider>
  );
}

const Content = styled(RadixTooltip.Content)`
  max-width: 260px;
  padding: 8px 10px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.brand};
  color: #fff;
  font-size: 0.85rem;
  line-height: 1.4;
  z-index: 80;
`;

/** A short explanation shown on hover or keyboard focus of its (focusable) trigger. */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactElement }) {
  return (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <Content sideOffset={6}>
          {content}
          <RadixTooltip.Arrow fill="#1f2a44" />
        </Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
