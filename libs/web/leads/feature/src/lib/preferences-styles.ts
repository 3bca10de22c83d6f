import styled from 'styled-components';

/** A whole-row switch: 48 px tall, so a thumb hits it on a phone. */
export const SwitchLabel = styled.label`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 48px;
  cursor: pointer;
  input {
    width: 22px;
    height: 22px;
    margin: 0;
    accent-color: ${({ theme }) => theme.color.brand};
  }
`;

export const AlertList = styled.ul`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px 16px;
    padding: 12px 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
`;

export const RemoveButton = styled.button`
  min-height: 44px;
  padding: 8px 16px;
  border: 1px solid ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.brand};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
