import * as Dialog from '@radix-ui/react-dialog';
import styled from 'styled-components';

export const AdminShell = styled.section`
  padding: 32px 0 48px;
  h1 {
    margin: 0;
    font-size: clamp(1.6rem, 4vw, 2.2rem);
  }
`;

export const Button = styled.button<{ $tone?: 'primary' | 'success' | 'danger' | 'plain' }>`
  min-height: 40px;
  padding: 8px 14px;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid transparent;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  color: ${({ $tone }) => ($tone === 'plain' ? 'inherit' : '#fff')};
  background: ${({ theme, $tone }) =>
    $tone === 'success' ? theme.color.success : $tone === 'danger' ? '#b91c1c' : $tone === 'plain' ? 'transparent' : theme.color.brand};
  border-color: ${({ theme, $tone }) => ($tone === 'plain' ? theme.color.border : 'transparent')};
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

/** The dimmed backdrop behind the dashboard's dialogs (article preview, delete confirmation). */
export const DialogOverlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  background: rgba(17, 24, 39, 0.5);
  z-index: 60;
`;

/** The centred panel of a dashboard dialog; `width` caps it on large screens, 94vw keeps a margin on phones. */
export const DialogPanel = styled(Dialog.Content)<{ $width?: string }>`
  position: fixed;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: min(${({ $width }) => $width ?? '760px'}, 94vw);
  max-height: 88vh;
  overflow: auto;
  padding: 20px 24px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.25);
  z-index: 61;
`;

/** The row of filters and actions above an admin table. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
  margin-bottom: 12px;
  select {
    min-height: 40px;
    padding: 6px 10px;
    font: inherit;
  }
`;

const PILL_COLOURS = {
  good: ['#dcfce7', '#166534'],
  warn: ['#fef9c3', '#854d0e'],
  bad: ['#fee2e2', '#991b1b'],
  neutral: ['#f3f4f6', '#374151'],
} as const;

/** A status word in a table cell, coloured by what it means for the owner. */
export const StatusPill = styled.span<{ $tone: keyof typeof PILL_COLOURS }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 0.85rem;
  font-weight: 700;
  background: ${({ $tone }) => PILL_COLOURS[$tone][0]};
  color: ${({ $tone }) => PILL_COLOURS[$tone][1]};
`;
