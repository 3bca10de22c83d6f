import { MockedPageData, type PageDataMock } from '@bcg/web/graphql';
import { render, screen } from '@testing-library/react';
import { theme } from '@bcg/web/shared';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { CollarReviewPage, CollarReviewPageQuery, dogAge } from './collar-review-page';

function renderAt(path: string, mocks: PageDataMock[]) {
  return render(
    <MockedPageData mocks={mocks}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/collars/:slug" element={<CollarReviewPage />} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </MockedPageData>,
  );
}

const request = { query: CollarReviewPageQuery, variables: { slug: 'ironbark' } };

it('announces the loading review, then shows the error with a retry when the query fails', async () => {
  renderAt('/collars/ironbark', [{ request, error: new Error('Network down'), delay: 20 }]);
  expect(screen.getByRole('status').textContent).toBe('Loading review');
  expect(await screen.findByText("We couldn't load this review.")).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
});

it('says the collar was not found for an unknown slug, and for a malformed one without asking the server', async () => {
  renderAt('/collars/ironbark', [{ request, result: { data: { product: null } } }]);
  expect(await screen.findByRole('heading', { level: 1, name: 'Collar Not Found' })).toBeTruthy();
  renderAt('/collars/Not_A_Slug', []);
  expect(screen.getAllByRole('heading', { level: 1, name: 'Collar Not Found' })).toHaveLength(2);
});

it("prints a test dog's age in weeks for a young puppy, in months under a year and in years after", () => {
  expect(dogAge(0.17)).toBe('9-week-old');
  expect(dogAge(0.5)).toBe('6-month-old');
  expect(dogAge(4)).toBe('4-year-old');
  expect(dogAge(2.5)).toBe('2.5-year-old');
});
