import type { CollarFilter } from '@bcg/shared/product-filters';
import styled from 'styled-components';

export interface FilterOption {
  id: CollarFilter;
  label: string;
}

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Button = styled.button<{ $active: boolean }>`
  min-height: 44px;
  padding: 8px 18px;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 2px solid ${({ theme }) => theme.color.brand};
  background: ${({ theme, $active }) => ($active ? theme.color.brand : theme.color.surface)};
  color: ${({ theme, $active }) => ($active ? '#fff' : theme.color.brand)};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

/** A row of toggle buttons; the pressed one is the active filter. */
export function FilterButtons({
  options,
  active,
  onChange,
  label,
}: {
  options: readonly FilterOption[];
  active: CollarFilter;
  onChange: (filter: CollarFilter) => void;
  label: string;
}) {
  return (
    <Group role="group" aria-label={label}>
      {options.map((option) => (
        <Button
          key={option.id}
          type="button"
          $active={option.id === active}
          aria-pressed={option.id === active}
          onClick={() => onChange(option.id)}
        >
          {option.label}
        </Button>
      ))}
    </Group>
  );
}
