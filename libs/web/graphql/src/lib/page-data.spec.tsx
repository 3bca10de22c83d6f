import { act, render, screen } from '@testing-library/react';
import { FaqSectionDocument } from '../gql/graphql';
import { operationKey, PageDataProvider, PageDataStore, usePageQuery, type OperationFetcher } from './page-data';

function Faq() {
  const { data, loading, error, refetch } = usePageQuery(FaqSectionDocument);
  if (error) return <button onClick={() => void refetch()}>{error.message}</button>;
  return <p>{loading ? 'loading' : data?.faqs.map((faq) => faq.question).join(',')}</p>;
}

const answer = { data: { faqs: [{ id: 1, question: 'Q1', answer: 'A1' }] } };

it('renders the data the server embedded without fetching it again (hydration)', () => {
  const fetcher = jest.fn<ReturnType<OperationFetcher>, Parameters<OperationFetcher>>();
  const store = new PageDataStore(fetcher, { [operationKey(FaqSectionDocument)]: answer });
  render(
    <PageDataProvider store={store}>
      <Faq />
    </PageDataProvider>,
  );
  expect(screen.getByText('Q1')).toBeTruthy();
  expect(fetcher).not.toHaveBeenCalled();
});

it('fetches once after a client-side navigation, and again on retry after an error', async () => {
  const fetcher = jest
    .fn<ReturnType<OperationFetcher>, Parameters<OperationFetcher>>()
    .mockResolvedValueOnce({ errors: [{ message: 'Too many requests', extensions: { code: 'TOO_MANY_REQUESTS' } }] })
    .mockResolvedValueOnce(answer);
  const store = new PageDataStore(fetcher);
  render(
    <PageDataProvider store={store}>
      <Faq />
      <Faq />
    </PageDataProvider>,
  );
  expect(screen.getAllByText('loading')).toHaveLength(2);
  const [retry] = await screen.findAllByRole('button', { name: 'Too many requests' });
  expect(fetcher).toHaveBeenCalledTimes(1);
  await act(() => retry!.click());
  expect(await screen.findAllByText('Q1')).toHaveLength(2);
  expect(fetcher).toHaveBeenCalledTimes(2);
  expect(store.state()).toEqual({ [operationKey(FaqSectionDocument)]: answer });
});

it('keys operations by name and variables, whatever the order of the variables', () => {
  expect(operationKey(FaqSectionDocument, { b: 1, a: { d: 2, c: 3 } })).toBe(operationKey(FaqSectionDocument, { a: { c: 3, d: 2 }, b: 1 }));
  expect(operationKey(FaqSectionDocument)).toBe('FaqSection:{}');
});
