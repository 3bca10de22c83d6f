import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';

/** The editor forms of the desk: two columns of labelled fields on a wide screen, one on a phone. */
export const DeskForm = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 280px), 1fr));
  gap: 14px 20px;
  margin: 12px 0 20px;
  label {
    display: grid;
    gap: 6px;
    font-weight: 600;
  }
  input:not([type='checkbox']),
  textarea,
  select {
    min-height: 44px;
    padding: 8px 10px;
    border: 1px solid ${({ theme }) => theme.color.muted};
    border-radius: ${({ theme }) => theme.radius.sm};
    font: inherit;
    font-weight: 400;
  }
  textarea {
    min-height: 96px;
    resize: vertical;
  }
  [aria-invalid='true'] {
    border: 2px solid #b91c1c;
  }
  .wide {
    grid-column: 1 / -1;
  }
`;

const Hint = styled.small`
  font-weight: 400;
  color: ${({ theme }) => theme.color.muted};
`;

const Problem = styled.small`
  font-weight: 600;
  color: #b91c1c;
`;

interface FieldProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  wide?: boolean;
}

/** A labelled text input whose error is announced with it (aria-describedby) and marks it invalid. */
export function TextField({ label, error, hint, wide, ...input }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <label className={wide ? 'wide' : undefined}>
      {label}
      <input {...input} aria-invalid={error ? true : undefined} aria-describedby={`${id}-hint ${id}-error`} />
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {error && <Problem id={`${id}-error`}>{error}</Problem>}
    </label>
  );
}

/** A labelled textarea, as TextField. */
export function TextAreaField({ label, error, hint, wide, ...input }: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <label className={wide ? 'wide' : undefined}>
      {label}
      <textarea {...input} aria-invalid={error ? true : undefined} aria-describedby={`${id}-hint ${id}-error`} />
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {error && <Problem id={`${id}-error`}>{error}</Problem>}
    </label>
  );
}

/** Moves the item at `index` by `delta` places (clamped); the list itself is not changed. */
export function moved<T>(items: readonly T[], index: number, delta: number): T[] {
  const target = Math.min(Math.max(index + delta, 0), items.length - 1);
  const next = [...items];
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(target, 0, item);
  return next;
}
