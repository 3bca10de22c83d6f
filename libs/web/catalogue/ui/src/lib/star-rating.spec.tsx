import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@bcg/web/shared';
import { ratingSummary, StarRating, starSlots } from './star-rating';

describe('starSlots', () => {
  it('draws full stars for the integer part and one half-opacity star for a fraction', () => {
    expect(starSlots(4.7)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starSlots(4)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starSlots(3.2)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starSlots(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
  });

  it('clamps nonsense to 0..5', () => {
    expect(starSlots(Number.NaN)).toEqual(Array(5).fill('empty'));
    expect(starSlots(9)).toEqual(Array(5).fill('full'));
  });
});

describe('ratingSummary', () => {
  it('reads (rating/5 from N reviews) with US thousand separators', () => {
    expect(ratingSummary('4.7', 12345)).toBe('4.7/5 from 12,345 Amazon ratings');
    expect(ratingSummary('4.0', 212)).toBe('4.0/5 from 212 Amazon ratings');
  });
});

it('renders five star slots with an accessible label', () => {
  const { container } = render(
    <ThemeProvider theme={theme}>
      <StarRating rating="4.5" reviewCount={1820} />
    </ThemeProvider>,
  );
  expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5 by Amazon customers' })).toBeTruthy();
  expect(container.querySelectorAll('[data-star]')).toHaveLength(5);
  expect(container.querySelectorAll('[data-star="half"]')).toHaveLength(1);
  expect(screen.getByText('4.5/5 from 1,820 Amazon ratings')).toBeTruthy();
});
