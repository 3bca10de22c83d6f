import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';

/** The editor forms of the desk: two columns of labelled fields on a wide screen, one on a phone. */
export const DeskForm = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 280px), 1fr));
  gap: 14px 20px;
  margin: 12px 0 20px;
  .field {
    display: grid;
    gap: 6px;
    align-content: start;
  }
  label {
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

/**
 * The label, the control, its hint and its problem. The hint and the problem sit outside the label, so the field's
 * name stays its label; they are its description (aria-describedby), and a problem marks it invalid.
 */
function Field({ label, error, hint, wide, control }: FieldProps & { control: (props: ControlProps) => ReactNode }) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={wide ? 'field wide' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {control({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined })}
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {error && <Problem id={`${id}-error`}>{error}</Problem>}
    </div>
  );
}

interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** A labelled text input. */
export function TextField({ label, error, hint, wide, ...input }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  return <Field label={label} error={error} hint={hint} wide={wide} control={(props) => <input {...input} {...props} />} />;
}

/** A labelled textarea. */
export function TextAreaField({ label, error, hint, wide, ...input }: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <Field label={label} error={error} hint={hint} wide={wide} control={(props) => <textarea {...input} {...props} />} />;
}

/** Moves the item at `index` by `delta` places (clamped); the list itself is not changed. */
export function moved<T>(items: readonly T[], index: number, delta: number): T[] {
  const target = Math.min(Math.max(index + delta, 0), items.length - 1);
  const next = [...items];
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(target, 0, item);
  return next;
}
