import { useMutation, useQuery } from '@apollo/client/react';
import { graphql, isErrorCode } from '@bcg/web/graphql';
import { useToast } from '@bcg/web/shared';
import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button } from './admin-ui';
import { CatalogueTransfer } from './catalogue-transfer';
import { ConfirmDialog } from './confirm-dialog';
import { moved } from './desk-form';
import { ProductEditor } from './product-editor';
import type { ProductFormState } from './product-form-state';
import { Scroll, Table } from './submissions-table';

export const AdminProductsQuery = graphql(`
  query AdminProducts {
    adminProducts(limit: 500) {
      id
      rank
      name
      slug
      price
      amazonAsin
      archivedAt
    }
  }
`);

const ReorderProductsMutation = graphql(`
  mutation ReorderProducts($ids: [Int!]!) {
    reorderProducts(ids: $ids) {
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

/** What the editor is open on: nothing, a new product (maybe prefilled), or a stored one. */
type Editing = { id: number | null; initial?: Partial<ProductFormState> } | null;

/**
 * The Products tab: the catalogue in its order (the first three public ones are the home page's top picks), moved by
 * dragging a row's handle, by its up/down buttons, or with Alt+Arrow keys on the handle; each product opens in the
 * editor, can be archived, brought back or deleted. `draft` opens the editor on a new product (from a submission).
 */
export function ProductsTab({
  draft,
  onDraftClosed,
  onUnauthenticated,
}: {
  draft?: Partial<ProductFormState> | null;
  onDraftClosed?: () => void;
  onUnauthenticated: () => void;
}) {
  const toast = useToast();
  const { data, loading, error, refetch } = useQuery(AdminProductsQuery, { fetchPolicy: 'network-only' });
  const [reorder] = useMutation(ReorderProductsMutation);
  const [setArchived] = useMutation(SetProductArchivedMutation);
  const [remove] = useMutation(DeleteProductMutation);
  const [editing, setEditing] = useState<Editing>(null);
  const [order, setOrder] = useState<number[] | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<{ id: number; name: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const handles = useRef(new Map<number, HTMLElement>());

  useEffect(() => {
    if (isErrorCode(error, 'UNAUTHENTICATED')) onUnauthenticated();
  }, [error, onUnauthenticated]);

  const products = data?.adminProducts ?? [];
  const byId = new Map(products.map((product) => [product.id, product]));
  const ids = order ?? products.map((product) => product.id);

  async function saveOrder(next: number[], movedId: number) {
    setOrder(next);
    const name = byId.get(movedId)?.name ?? 'Product';
    setAnnouncement(`${name} moved to position ${next.indexOf(movedId) + 1} of ${next.length}.`);
    try {
      await reorder({ variables: { ids: next } });
      await refetch();
    } catch (failure) {
      if (isErrorCode(failure, 'UNAUTHENTICATED')) return onUnauthenticated();
      toast({ title: 'Order not saved', description: 'Please try again.', tone: 'error' });
    } finally {
      setOrder(null);
    }
    // Keyboard users keep their place: the moved row's handle keeps the focus.
    handles.current.get(movedId)?.focus();
  }

  const move = (id: number, delta: number) => void saveOrder(moved(ids, ids.indexOf(id), delta), id);

  function onHandleKey(event: KeyboardEvent, id: number) {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    move(id, event.key === 'ArrowUp' ? -1 : 1);
  }

  function onDrop(event: DragEvent, targetId: number) {
    event.preventDefault();
    if (dragged === null || dragged === targetId) return;
    void saveOrder(moved(ids, ids.indexOf(dragged), ids.indexOf(targetId) - ids.indexOf(dragged)), dragged);
    setDragged(null);
  }

  async function toggleArchived(id: number, name: string, archived: boolean) {
    setBusy(true);
    try {
      await setArchived({ variables: { id, archived } });
      toast({
        title: archived ? 'Product archived' : 'Product restored',
        description: `"${name}" is ${archived ? 'hidden from' : 'back on'} the site.`,
      });
      await refetch();
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
      await refetch();
    } catch (failure) {
      if (isErrorCode(failure, 'UNAUTHENTICATED')) return onUnauthenticated();
      toast({ title: 'Error', description: 'The product could not be deleted. Please try again.', tone: 'error' });
    } finally {
      setBusy(false);
    }
  }

  // A submission's draft opens the editor until it is saved or cancelled.
  const shown: Editing = editing ?? (draft ? { id: null, initial: draft } : null);
  if (shown) {
    return (
      <ProductEditor
        key={shown.id ?? 'new'}
        productId={shown.id}
        initial={shown.initial}
        onUnauthenticated={onUnauthenticated}
        onDone={(savedId) => {
          onDraftClosed?.();
          // A new product stays open in the editor (with its revisions); an edit goes back to the list.
          setEditing(savedId !== null && shown.id === null ? { id: savedId } : null);
          void refetch();
        }}
      />
    );
  }
  // A refetch (after an import) keeps the list and the import panel on screen with their state.
  if (loading && !data) return <p role="status">Loading products...</p>;
  if (error || !data) return <p role="alert">Failed to fetch products</p>;
  return (
    <>
      <Toolbar>
        <p>The first three public products are the home page&apos;s top picks. Drag a handle, use the arrows, or Alt+↑/↓ on a handle.</p>
        <Button type="button" onClick={() => setEditing({ id: null })}>
          Add product
        </Button>
      </Toolbar>
      <p role="status" aria-live="polite" className="visually-hidden">
        {announcement}
      </p>
      <Scroll>
        <Table>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Product</th>
              <th scope="col">Price</th>
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {ids.map((id, index) => {
              const product = byId.get(id);
              if (!product) return null;
              return (
                <tr key={id} data-testid="product-row" onDragOver={(event) => event.preventDefault()} onDrop={(event) => onDrop(event, id)}>
                  <td data-label="Order">
                    <Actions>
                      <Handle
                        ref={(element) => {
                          if (element) handles.current.set(id, element);
                          else handles.current.delete(id);
                        }}
                        role="button"
                        tabIndex={0}
                        draggable
                        onDragStart={() => setDragged(id)}
                        onKeyDown={(event) => onHandleKey(event, id)}
                        aria-label={`Reorder ${product.name}, position ${index + 1} of ${ids.length}`}
                        aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
                      >
                        ⠿ {index + 1}
                      </Handle>
                      <Button
                        type="button"
                        $tone="plain"
                        disabled={index === 0 || busy}
                        onClick={() => move(id, -1)}
                        aria-label={`Move ${product.name} up`}
                      >
                        ↑
                      </Button>
                      <Button
                        type="button"
                        $tone="plain"
                        disabled={index === ids.length - 1 || busy}
                        onClick={() => move(id, 1)}
                        aria-label={`Move ${product.name} down`}
                      >
                        ↓
                      </Button>
                    </Actions>
                  </td>
                  <td data-label="Product">
                    <span>
                      {product.name}
                      <small>
                        /collars/{product.slug} · {product.amazonAsin}
                      </small>
                    </span>
                  </td>
                  <td data-label="Price">{product.price}</td>
                  <td data-label="Status">{product.archivedAt ? 'Archived' : 'Public'}</td>
                  <td data-label="Actions">
                    <Actions>
                      <Button type="button" $tone="plain" onClick={() => setEditing({ id })} aria-label={`Edit ${product.name}`}>
                        Edit
                      </Button>
                      <Button
                        type="button"
                        $tone="plain"
                        disabled={busy}
                        onClick={() => void toggleArchived(id, product.name, !product.archivedAt)}
                        aria-label={`${product.archivedAt ? 'Unarchive' : 'Archive'} ${product.name}`}
                      >
                        {product.archivedAt ? 'Unarchive' : 'Archive'}
                      </Button>
                      <Button
                        type="button"
                        $tone="danger"
                        disabled={busy}
                        onClick={() => setDeleting({ id, name: product.name })}
                        aria-label={`Delete ${product.name}`}
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
      <CatalogueTransfer onImported={() => void refetch()} onUnauthenticated={onUnauthenticated} />
    </>
  );
}
