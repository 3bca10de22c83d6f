import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { AdminArticleCategoriesQuery } from './articles-table';
import { CategorySelect } from './category-select';

function Harness({ initial, onValue }: { initial: string; onValue: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="category">Category</label>
      <CategorySelect
        controlProps={{ id: 'category', 'aria-invalid': false }}
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
    </>
  );
}

const categories = (result: { data?: { adminArticleCategories: string[] }; error?: Error }) => [
  { request: { query: AdminArticleCategoriesQuery }, ...(result.error ? { error: result.error } : { result }) },
];

describe('CategorySelect', () => {
  it('offers the categories articles already have, and a new one typed by name', async () => {
    const onValue = jest.fn();
    render(
      <MockedProvider mocks={categories({ data: { adminArticleCategories: ['guides', 'blog', 'reviews'] } })}>
        <Harness initial="blog" onValue={onValue} />
      </MockedProvider>,
    );
    const select = screen.getByLabelText('Category') as HTMLSelectElement;
    await screen.findByRole('option', { name: 'reviews' });
    expect([...select.options].map((option) => option.textContent)).toEqual(['blog', 'guides', 'reviews', 'New category…']);
    expect(select.value).toBe('blog');

    fireEvent.change(select, { target: { value: 'guides' } });
    expect(onValue).toHaveBeenLastCalledWith('guides');

    fireEvent.change(select, { target: { value: '\u0000new' } });
    const name = screen.getByLabelText('New category name');
    fireEvent.change(name, { target: { value: 'training' } });
    expect(onValue).toHaveBeenLastCalledWith('training');
    expect((screen.getByLabelText('New category name') as HTMLInputElement).value).toBe('training');
  });

  it('keeps the current category and still allows a new one when the list cannot be loaded', async () => {
    render(
      <MockedProvider mocks={categories({ error: new Error('Network down') })}>
        <Harness initial="guides" onValue={jest.fn()} />
      </MockedProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading the categories…');
    expect((await screen.findByRole('alert')).textContent).toContain('could not be loaded');
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('guides');
  });
});
