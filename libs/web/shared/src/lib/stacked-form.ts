import styled from 'styled-components';
import { primaryButtonStyles } from './primary-button';

/** A one-column form: labels above full-width fields, 48 px touch targets, a primary submit button. */
export const StackedForm = styled.form`
  display: grid;
  gap: 14px;
  margin: 16px 0 24px;
  label {
    display: grid;
    gap: 6px;
    font-weight: 600;
  }
  input,
  textarea {
    min-height: 48px;
    padding: 10px 12px;
    border: 1px solid ${({ theme }) => theme.color.muted};
    border-radius: ${({ theme }) => theme.radius.sm};
    font: inherit;
    font-weight: 400;
  }
  textarea {
    min-height: 160px;
    resize: vertical;
  }
  input[aria-invalid='true'] {
    border: 2px solid #b91c1c;
  }
  small {
    font-weight: 400;
    color: ${({ theme }) => theme.color.muted};
  }
  button {
    justify-self: start;
    ${primaryButtonStyles}
  }
`;
