import { useMutation, useQuery } from '@apollo/client/react';
import { graphql, isErrorCode, type AdminProductSort } from '@bcg/web/graphql';
import { useToast } from '@bcg/web/shared';
import { lazy, Suspense, useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import {
  ADMIN_PAGE_SIZE,
  FilterSelect,
  ListState,
  Pager,
  SearchBox,
  SortHeader,
  SortSelect,
  TableToolbar,
  useServerList,
} from './admin-table-controls';
import { Button } from './admin-ui';
import { CatalogueTransfer } from './catalogue-transfer';
import { ConfirmDialog } from './confirm-dialog';
import type { EditorTarget } from './dashboard-view';
import { PriceCheck } from './price-check';
import type { ProductFormState } from './product-form-state';
import { Scroll, Table } from './submissions-table';

/** One page of the products: archived or public only, searched (name, slug, ASIN), sorted and counted by the server. */
export const AdminProductsQuery = graphql(`
  query AdminProducts($archived: Boolean, $q: String, $sort: AdminProductSort!, $first: Int, $offset: Int) {
    adminProductsConnection(archived: $archived, q: $q, sort: $sort, first: $first, offset: $offset) {
      totalCount
      nodes {
        id
        rank
        name
        slug
        price
        priceCheckedAt
        priceShownUntil
        amazonAsin
        archivedAt
      }
    }
  }
`);

/** The owner has just read the price at the retailer and it is unchanged: shown for another PRICE_MAX_AGE_HOURS. */
export const ConfirmProductPriceMutation = graphql(`
  mutation ConfirmProductPrice($id: Int!) {
    confirmProductPrice(id: $id) {
      id
      priceCheckedAt
      priceShownUntil
    }
  }
`);

/** The editor loads when first opened: the list is what the tab shows first, and the dashboard's first load stays small. */
const ProductEditor = lazy(() => import('./product-editor').then((module) => ({ default: module.ProductEditor })));

/** Moves one product to a position of the whole catalogue order (the page shows a slice of it). */
export const MoveProductMutation = graphql(`
  mutation MoveProduct($id: Int!, $position: Int!) {
    moveProduct(id: $id, position: $position) {
      id
      rank
    }
  }
`);

const SetProductArchivedMutation = graphql(`
  mutation SetProductArchived($id: Int!, $archived: Boolean!) {
    updateProduct(id: $id, input: { archived: $archived }) {
      id
      archivedAt
    }
  }
`);

const DeleteProductMutation = graphql(`
  mutation DeleteProduct($id: Int!) {
    deleteProduct(id: $id)
  }
`);

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const Handle = styled.span`
  cursor: grab;
  padding: 8px;
  border-radius: 4px;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.accent};
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 8px;
  margin-bottom: 12px;
  p {
    margin: 0;
  }
`;

const SORTS: ReadonlyArray<{ value: AdminProductSort; label: string }> = [
  { value: 'CATALOGUE', label: 'Catalogue order' },
  { value: 'NAME_ASC', label: 'Name, A to Z' },
  { value: 'NAME_DESC', label: 'Name, Z to A' },
];

type ArchivedFilter = '' | 'public' | 'archived';
const ARCHIVED_FILTERS: ReadonlyArray<{ value: ArchivedFilter; label: string }> = [
  { value: '', label: 'All' },
  { value: 'public', label: 'Public' },
  { value: 'archived', label: 'Archived' },
];

/**
 * The Products tab: the catalogue one page at a time (paged, sorted, searched and filtered by archived state on the
 * server). In catalogue order (the public one: the first three public products are the home page's top picks), with
 * no search or filter, a product moves by dragging its handle onto another row of the page, by its up/down buttons or
 * with Alt+Arrow keys on the handle: one position at a time, across the page boundary too (the page then follows
 * the product). Each move sends the product's new position in the whole catalogue (`moveProduct`), never the whole
 * list. Each product opens in the editor, can be archived, brought back or deleted. `draft` opens the editor on a new
 * product (from a submission).
 */
export function ProductsTab({
  draft,
  onDraftClosed,
  editing: shownEditor,
  onEdit,
  onUnauthenticated,
}: {
  draft?: Partial<ProductFormState> | null;
  onDraftClosed?: () => void;
  /** The editor open (the dashboard keeps it in the address); the tab keeps its own when left out. */
  editing?: EditorTarget;
  onEdit?: (target: EditorTarget, replace?: boolean) => void;
  onUnauthenticated: () => void;
}) {
  const toast = useToast();
  const [archivedFilter, setArchivedFilter] = useState<ArchivedFilter>('');
  const list = useServerList<AdminProductSort>('CATALOGUE');
  const page = useQuery(AdminProductsQuery, {
    variables: { ...list.variables, archived: archivedFilter ? archivedFilter === 'archived' : undefined },
    fetchPolicy: 'network-only',
  });
  const [moveProduct] = useMutation(MoveProductMutation);
  const [setArchived] = useMutation(SetProductArchivedMutation);
  const [remove] = useMutation(DeleteProductMutation);
  const [ownEditor, setOwnEditor] = useState<EditorTarget>(null);
  const editing = shownEditor !== undefined ? shownEditor : ownEditor;
  const setEditing = (target: EditorTarget, replace?: boolean) => (onEdit ? onEdit(target, replace) : setOwnEditor(target));
  const [confirmPrice] = useMutation(ConfirmProductPriceMutation);
  const [dragged, setDragged] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<{ id: number; name: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const handles = useRef(new Map<number, HTMLElement>());
  // The product whose handle takes the focus once it is on screen at the position it was moved to.
  const focusAfterMove = useRef<{ id: number; position: number } | null>(null);

  useEffect(() => {
    if (isErrorCode(page.error, 'UNAUTHENTICATED')) onUnauthenticated();
  }, [page.error, onUnauthenticated]);

  // Positions mean the catalogue's order only when the table shows it whole: unsorted, unsearched, unfiltered.
  const catalogueOrder = list.sort === 'CATALOGUE' && !list.q.trim() && !archivedFilter;
  // The page on screen stays while the next one loads (no flash of "Loading..." on every page turn), numbered from
  // the offset it was asked at and reorderable only if it was asked in catalogue order: its positions, and where its
  // arrows and drops move a product, are its own, never those of the page on its way.
  const [shown, setShown] = useState({ data: page.data, offset: list.variables.offset, reorderable: catalogueOrder });
  if (page.data && page.data !== shown.data) setShown({ data: page.data, offset: list.variables.offset, reorderable: catalogueOrder });
  const connection = shown.data?.adminProductsConnection;
  const products = connection?.nodes;
  const total = connection?.totalCount ?? 0;
  const { offset, reorderable } = shown;

  useEffect(() => {
    // Keyboard users keep their place: the moved row's handle takes the focus once the page shows it where it went
    // (the reloaded page, or the next one when the move crossed the page boundary).
    const pending = focusAfterMove.current;
    if (!pending || !products) return;
    const index = products.findIndex((product) => product.id === pending.id);
    if (index < 0 || offset + index + 1 !== pending.position) return;
    focusAfterMove.current = null;
    handles.current.get(pending.id)?.focus();
  }, [products, offset]);

  async function moveTo(id: number, name: string, position: number) {
    const target = Math.min(Math.max(position, 1), total);
    if (busy || target === offset + (products?.findIndex((product) => product.id === id) ?? 0) + 1) return;
    setBusy(true);
    try {
      await moveProduct({ variables: { id, position: target } });
      setAnnouncement(`${name} moved to position ${target} of ${total}.`);
      focusAfterMove.current = { id, position: target };
      const targetPage = Math.ceil(target / ADMIN_PAGE_SIZE);
      // Across the page boundary the page follows the product (the new page loads); otherwise this page reloads.
      if (targetPage !== list.page) list.setPage(targetPage);
      else await page.refetch();
    } catch (failure) {
      if (isErrorCode(failure, 'UNAUTHENTICATED')) return onUnauthenticated();
      toast({ title: 'Order not saved', description: 'Please try again.', tone: 'error' });
    } finally {
      setBusy(false);
    }
  }

  function onHandleKey(event: KeyboardEvent, id: number, name: string, position: number) {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    void moveTo(id, name, position + (event.key === 'ArrowUp' ? -1 : 1));
  }

  // Firefox starts no drag unless the drag carries data, so the dragged id travels in it (the state is a fallback for
  // a browser that hides the data until the drop).
  function onDragStart(event: DragEvent, id: number) {
    event.dataTransfer.setData('text/plain', String(id));
    event.dataTransfer.effectAllowed = 'move';
    setDragged(id);
  }

  function onDragOver(event: DragEvent) {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
  }

  function onDrop(event: DragEvent, targetPosition: number) {
    event.preventDefault();
    const carried = Number(event.dataTransfer.getData('text/plain'));
    const id = Number.isInteger(carried) && carried > 0 ? carried : dragged;
    const product = products?.find((candidate) => candidate.id === id);
    setDragged(null);
    if (product) void moveTo(product.id, product.name, targetPosition);
  }

  async function toggleArchived(id: number, name: string, archived: boolean) {
    setBusy(true);
    try {
      await setArchived({ variables: { id, archived } });
      toast({
        title: archived ? 'Product archived' : 'Product restored',
        description: `"${name}" is ${archived ? 'hidden from' : 'back on'} the site.`,
      });
      await page.refetch();
    } catch (failure) {
      if (isErrorCode(failure, 'UNAUTHENTICATED')) return onUnauthenticated();
      toast({ title: 'Error', description: 'The product could not be changed. Please try again.', tone: 'error' });
    } finally {
      setBusy(false);
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    try {
      await remove({ variables: { id: deleting.id } });
      toast({ title: 'Product deleted', description: `"${deleting.name}" is deleted.` });
      setDeleting(null);
      await page.refetch();
    } catch (failure) {
      if (isErrorCode(failure, 'UNAUTHENTICATED')) return onUnauthenticated();
      toast({ title: 'Error', description: 'The product could not be deleted. Please try again.', tone: 'error' });
    } finally {
      setBusy(false);
    }
  }

  async function onConfirmPrice(id: number, name: string) {
    setBusy(true);
    try {
      await confirmPrice({ variables: { id } });
      toast({ title: 'Price confirmed', description: `The price of "${name}" counts as checked now.` });
      await page.refetch();
    } catch (failure) {
      if (isErrorCode(failure, 'UNAUTHENTICATED')) return onUnauthenticated();
      toast({ title: 'Not confirmed', description: 'The price check could not be saved. Please try again.', tone: 'error' });
    } finally {
      setBusy(false);
    }
  }

  // A submission's draft opens the editor until it is saved or cancelled.
  if (editing !== null) {
    return (
      <Suspense fallback={<p role="status">Loading product...</p>}>
        <ProductEditor
          key={editing}
          productId={editing === 'new' ? null : editing}
          initial={editing === 'new' ? (draft ?? undefined) : undefined}
          onUnauthenticated={onUnauthenticated}
          onDone={(savedId) => {
            onDraftClosed?.();
            // A new product stays open in the editor (with its revisions), in place of "new" in the history; an edit
            // goes back to the list.
            if (savedId !== null && editing === 'new') setEditing(savedId, true);
            else setEditing(null);
            void page.refetch();
          }}
        />
      </Suspense>
    );
  }
  return (
    <>
      <Toolbar>
        {reorderable ? (
          <p>
            The first three public products are the home page&apos;s top picks. Drag a handle onto another row, use the arrows, or Alt+↑/↓
            on a handle.
          </p>
        ) : (
          <p>To change the catalogue order, show it in catalogue order with no search or filter.</p>
        )}
        <Button type="button" onClick={() => setEditing('new')}>
          Add product
        </Button>
      </Toolbar>
      <TableToolbar>
        <SearchBox label="Search products" onSearch={list.setQ} />
        <FilterSelect label="Show" value={archivedFilter} options={ARCHIVED_FILTERS} onChange={list.filterBy(setArchivedFilter)} />
        <SortSelect options={SORTS} sort={list.sort} onSort={list.setSort} />
      </TableToolbar>
      <p role="status" aria-live="polite" className="visually-hidden">
        {announcement}
      </p>
      <ListState
        loading={page.loading && !connection}
        failed={Boolean(page.error) || !products}
        empty={products?.length === 0}
        q={list.q}
        noun="products"
        emptyText={archivedFilter ? `No ${archivedFilter} products.` : 'No products yet. Add one, or import a catalogue below.'}
      >
        <Scroll aria-busy={page.loading}>
          <Table>
            <caption className="visually-hidden">Products</caption>
            <thead>
              <tr>
                <th scope="col" aria-sort={list.sort === 'CATALOGUE' ? 'ascending' : 'none'}>
                  {list.sort === 'CATALOGUE' ? (
                    'Order'
                  ) : (
                    <Button type="button" $tone="plain" onClick={() => list.setSort('CATALOGUE')}>
                      Order
                    </Button>
                  )}
                </th>
                <SortHeader label="Product" column={{ asc: 'NAME_ASC', desc: 'NAME_DESC' }} sort={list.sort} onSort={list.setSort} />
                <th scope="col">Price</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {products?.map((product, index) => {
                const { id, name } = product;
                const position = offset + index + 1;
                return (
                  <tr
                    key={id}
                    data-testid="product-row"
                    onDragOver={reorderable ? onDragOver : undefined}
                    onDrop={reorderable ? (event) => onDrop(event, position) : undefined}
                  >
                    <td data-label="Order">
                      {reorderable ? (
                        <Actions>
                          <Handle
                            ref={(element) => {
                              if (element) handles.current.set(id, element);
                              else handles.current.delete(id);
                            }}
                            role="button"
                            tabIndex={0}
                            draggable
                            onDragStart={(event) => onDragStart(event, id)}
                            onKeyDown={(event) => onHandleKey(event, id, name, position)}
                            aria-label={`Reorder ${name}, position ${position} of ${total}`}
                            aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
                          >
                            ⠿ {position}
                          </Handle>
                          <Button
                            type="button"
                            $tone="plain"
                            disabled={position === 1 || busy}
                            onClick={() => void moveTo(id, name, position - 1)}
                            aria-label={`Move ${name} up`}
                          >
                            ↑
                          </Button>
                          <Button
                            type="button"
                            $tone="plain"
                            disabled={position === total || busy}
                            onClick={() => void moveTo(id, name, position + 1)}
                            aria-label={`Move ${name} down`}
                          >
                            ↓
                          </Button>
                        </Actions>
                      ) : (
                        product.rank
                      )}
                    </td>
                    <td data-label="Product">
                      <span>
                        {name}
                        <small>
                          /collars/{product.slug} · {product.amazonAsin}
                        </small>
                      </span>
                    </td>
                    <td data-label="Price">
                      <PriceCheck
                        name={name}
                        price={product.price}
                        checkedAt={product.priceCheckedAt}
                        shownUntil={product.priceShownUntil}
                        busy={busy}
                        onConfirm={() => void onConfirmPrice(id, name)}
                      />
                    </td>
                    <td data-label="Status">{product.archivedAt ? 'Archived' : 'Public'}</td>
                    <td data-label="Actions">
                      <Actions>
                        <Button type="button" $tone="plain" onClick={() => setEditing(id)} aria-label={`Edit ${name}`}>
                          Edit
                        </Button>
                        <Button
                          type="button"
                          $tone="plain"
                          disabled={busy}
                          onClick={() => void toggleArchived(id, name, !product.archivedAt)}
                          aria-label={`${product.archivedAt ? 'Unarchive' : 'Archive'} ${name}`}
                        >
                          {product.archivedAt ? 'Unarchive' : 'Archive'}
                        </Button>
                        <Button
                          type="button"
                          $tone="danger"
                          disabled={busy}
                          onClick={() => setDeleting({ id, name })}
                          aria-label={`Delete ${name}`}
                        >
                          Delete
                        </Button>
                      </Actions>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </Scroll>
        <Pager label="Product pages" page={list.page} total={total} noun="products" onPage={list.setPage} />
      </ListState>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this product?"
        description={`"${deleting?.name ?? ''}" will be removed from the site for good (its revisions are kept). Archive it instead to hide it.`}
        confirmLabel="Delete"
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
        onCloseAutoFocus={(event) => event.preventDefault()}
      />
      <CatalogueTransfer onImported={() => void page.refetch()} onUnauthenticated={onUnauthenticated} />
    </>
  );
}
