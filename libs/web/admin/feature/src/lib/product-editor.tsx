import { useMutation, useQuery } from '@apollo/client/react';
import { graphql, graphqlErrorFields, graphqlErrorMessage, isErrorCode } from '@bcg/web/graphql';
import { useToast } from '@bcg/web/shared';
import { BREED_FIGURES, BREEDS } from '@bcg/shared/sizing';
import { DEFAULT_PRODUCT_IMAGE } from '@bcg/shared/validation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from './admin-ui';
import { DeskForm, TextAreaField, TextField } from './desk-form';
import { DraftNote } from './draft-note';
import { ProductImageUpload, sendProductPhoto } from './product-image-upload';
import { ProductRetailerPanel } from './product-retailer-panel';
import { ProductRevisions } from './product-revisions';
import { TestNotesFields } from './test-notes-fields';
import { useUnsavedDraft } from './use-unsaved-draft';
import { EMPTY_PRODUCT_FORM, formStateOf, readProductForm, SCORE_KEYS, type ProductFormState } from './product-form-state';

const AdminProductQuery = graphql(`
  query AdminProduct($id: Int!) {
    adminProduct(id: $id) {
      id
      name
      slug
      description
      price
      priceCheckedAt
      rating
      reviewCount
      imageUrl
      imageAlt
      badge
      amazonAsin
      features
      bulldogFitNotes
      material
      width
      reflective
      waterproof
      machineWashable
      bestFor
      breeds
      freeShipping
      sizes {
        label
        neckIn {
          min
          max
        }
      }
      verdict
      scores {
        safetyDurability
        comfortFit
        customerSatisfaction
        value
        features
      }
      testNotes {
        daysWorn
        findings
        dog {
          name
          breed
          ageYears
          neckIn
          weightLbs
        }
      }
      pros
      cons
      archivedAt
      updatedAt
      ...ProductRetailerPanel_product
    }
  }
`);

const CreateProductMutation = graphql(`
  mutation CreateProduct($input: ProductInput!) {
    createProduct(input: $input) {
      id
      name
    }
  }
`);

const UpdateProductMutation = graphql(`
  mutation UpdateProduct($id: Int!, $input: ProductInput!) {
    updateProduct(id: $id, input: $input) {
      id
      name
      price
      priceCheckedAt
    }
  }
`);

const SCORE_LABELS: Record<(typeof SCORE_KEYS)[number], string> = {
  safetyDurability: 'Safety & durability',
  comfortFit: 'Comfort & fit',
  customerSatisfaction: 'Customer satisfaction',
  value: 'Value',
  features: 'Features',
};

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;

const Checks = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  label {
    display: flex;
    align-items: center;
    gap: 6px;
  }
`;

/**
 * The server's and the form's names of a field differ for the ASIN (a link arrives as amazonUrl) and the wear test
 * (one problem for the whole, shown under its first field).
 */
const formErrorsOf = (fields: Record<string, string | undefined>) => ({
  ...fields,
  amazon: fields['amazonUrl'] ?? fields['amazonAsin'],
  daysWorn: fields['daysWorn'] ?? fields['testNotes'],
});

/**
 * The product editor: every field of a product, checked with the shared rules as it is saved (messages under each
 * field), then its revisions. `productId` null adds a new product, starting from `initial` (a submission's name and
 * ASIN, archived until the owner publishes it).
 */
export function ProductEditor(props: {
  productId: number | null;
  initial?: Partial<ProductFormState>;
  onDone: (savedId: number | null) => void;
  onUnauthenticated: () => void;
}) {
  const { productId, initial, onUnauthenticated } = props;
  const { data, error, refetch } = useQuery(AdminProductQuery, {
    variables: { id: productId ?? 0 },
    skip: productId === null,
    fetchPolicy: 'network-only',
  });
  // Counts reloads: a restore within the second of the last save leaves updatedAt (second precision on SQLite) as it was.
  const [loads, setLoads] = useState(0);
  const [unsaved, setUnsaved] = useState(false);
  useEffect(() => {
    if (isErrorCode(error, 'UNAUTHENTICATED')) onUnauthenticated();
  }, [error, onUnauthenticated]);
  const product = data?.adminProduct;
  // After an upload or a retailer check the form starts again from the stored product (a kept draft is offered back).
  const reload = () => void refetch().then(() => setLoads((count) => count + 1));
  if (productId !== null && !product) return <p role="status">{error ? 'Failed to load the product' : 'Loading product...'}</p>;
  return (
    <>
      {/* Outside the form, which starts again after the upload's save: its progress and result stay on screen. */}
      {product && (
        <ProductImageUpload
          productId={product.id}
          productName={product.name}
          imageUrl={product.imageUrl}
          onUploaded={reload}
          onUnauthenticated={onUnauthenticated}
        />
      )}
      {product && (
        <ProductRetailerPanel product={product} unsavedForm={unsaved} onRefreshed={reload} onUnauthenticated={onUnauthenticated} />
      )}
      <ProductEditorForm
        // After a save, an upload or a restore the form starts again from the stored product.
        key={product ? `${product.updatedAt}/${loads}` : 'new'}
        {...props}
        name={product?.name}
        start={product ? formStateOf(product) : { ...EMPTY_PRODUCT_FORM, ...initial }}
        version={product?.updatedAt ?? null}
        reload={reload}
        onUnsavedChange={setUnsaved}
      />
    </>
  );
}

function ProductEditorForm({
  productId,
  name,
  start,
  version,
  reload,
  onDone,
  onUnauthenticated,
  onUnsavedChange,
}: {
  productId: number | null;
  name: string | undefined;
  start: ProductFormState;
  version: string | null;
  reload: () => void;
  onDone: (savedId: number | null) => void;
  onUnauthenticated: () => void;
  /** Whether the form holds changes not saved yet (the retailer check waits for them). */
  onUnsavedChange?: (unsaved: boolean) => void;
}) {
  const toast = useToast();
  const [form, setForm] = useState<ProductFormState>(start);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [saving, setSaving] = useState(false);
  // Chosen before the first save: uploaded as soon as the product exists.
  const [photo, setPhoto] = useState<File | null>(null);
  const [create] = useMutation(CreateProductMutation);
  const [update] = useMutation(UpdateProductMutation);
  const formRef = useRef<HTMLFormElement>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const draft = useUnsavedDraft({
    key: `product:${productId ?? 'new'}`,
    value: form,
    baseline: start,
    version,
    restore: setForm,
  });

  useEffect(() => onUnsavedChange?.(draft.dirty), [draft.dirty, onUnsavedChange]);

  // After a refused save the owner lands on the first field in error, in the order the form shows them.
  useEffect(() => {
    if (failedSubmits > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedSubmits]);

  const set =
    <K extends keyof ProductFormState>(key: K) =>
    (value: ProductFormState[K]) =>
      setForm((current) => ({ ...current, [key]: value }));
  const text = (key: keyof ProductFormState & string) => ({
    name: key,
    value: form[key] as string,
    onChange: (event: { target: { value: string } }) => set(key)(event.target.value as never),
    error: errors[key],
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const { input, errors: found } = readProductForm(form);
    const shown = formErrorsOf(found as Record<string, string>);
    setErrors(shown);
    if (Object.values(shown).some(Boolean)) return setFailedSubmits((count) => count + 1);
    setSaving(true);
    try {
      if (productId === null) {
        const created = await create({ variables: { input } });
        const id = created.data?.createProduct.id ?? null;
        draft.saved();
        const photoProblem = id !== null && photo ? await sendProductPhoto(id, photo) : null;
        toast(
          photoProblem
            ? { title: 'Product added, photo not saved', description: `${photoProblem} Upload it again in the editor.`, tone: 'error' }
            : { title: 'Product added', description: `"${created.data?.createProduct.name}" is in the catalogue.` },
        );
        onDone(id);
      } else {
        await update({ variables: { id: productId, input } });
        draft.saved();
        toast({ title: 'Product saved', description: `"${form.name}" is saved.` });
        onDone(productId);
      }
    } catch (failure) {
      if (isErrorCode(failure, 'UNAUTHENTICATED')) return onUnauthenticated();
      setErrors(formErrorsOf(graphqlErrorFields(failure)));
      setFailedSubmits((count) => count + 1);
      toast({ title: 'Not saved', description: graphqlErrorMessage(failure) ?? 'Please try again.', tone: 'error' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="product-editor-title">
      <h2 id="product-editor-title">{productId === null ? 'Add a product' : `Edit ${name ?? ''}`}</h2>
      <DraftNote notice={draft.notice} noun="product" onDiscard={draft.discard} onRestore={draft.restoreOutdated} />
      {productId === null && (
        <ProductImageUpload
          productId={null}
          productName={form.name || 'the new product'}
          imageUrl={DEFAULT_PRODUCT_IMAGE}
          label="Photo (optional)"
          onChosen={setPhoto}
          onUnauthenticated={onUnauthenticated}
        />
      )}
      <DeskForm ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Product">
        <TextField label="Name" {...text('name')} required />
        <TextField
          label="Amazon ASIN or product link"
          {...text('amazon')}
          hint="A 10-character ASIN, or paste the product's Amazon link."
          required
        />
        <TextField label="Slug" {...text('slug')} hint="Empty: made from the name. The page is /collars/{slug}." />
        <TextField label="Price" {...text('price')} hint='As read on Amazon now, e.g. "$34.99": saving a new price dates it today.' />
        <TextField label="Rating" {...text('rating')} inputMode="decimal" hint='Out of 5, e.g. "4.7".' />
        <TextField label="Review count" {...text('reviewCount')} inputMode="numeric" hint='As Amazon shows it, e.g. "1,204".' />
        <TextField
          label="Image path"
          {...text('imageUrl')}
          hint={
            productId === null
              ? 'Empty: the photo chosen above, or the neutral drawing until you upload one.'
              : 'Set by the photo upload above; a path on this site.'
          }
        />
        <TextField
          label="Alt text of the photo"
          {...text('imageAlt')}
          wide
          hint="What the photo shows, for people who cannot see it, e.g. “Tan leather collar with a brass buckle on an English bulldog”. Empty: the product's name."
        />
        <TextField label="Badge" {...text('badge')} hint="Optional, e.g. Editor's Choice." />
        <TextField label="Material" {...text('material')} />
        <TextField label="Width" {...text('width')} />
        <TextField label="Best for" {...text('bestFor')} wide />
        <TextAreaField label="Description" {...text('description')} wide />
        <TextAreaField label="Features" {...text('features')} hint="One per line." />
        <TextAreaField label="Bulldog fit notes" {...text('bulldogFitNotes')} hint="One per line." />
        <TextAreaField label="Pros" {...text('pros')} hint="One per line." />
        <TextAreaField label="Cons" {...text('cons')} hint="One per line." />
        <TextAreaField label="Sizes" {...text('sizes')} hint='One per line: "M: 14-18" (neck inches).' />
        <TextAreaField label="Verdict" {...text('verdict')} hint="Empty until the collar is reviewed." />
        <Checks className="wide">
          <legend>Scores (0-10, all five or none)</legend>
          {SCORE_KEYS.map((key) => (
            <label key={key}>
              {SCORE_LABELS[key]}
              <input
                name={`score-${key}`}
                inputMode="decimal"
                size={4}
                value={form.scores[key]}
                aria-invalid={errors['scores'] ? true : undefined}
                onChange={(event) => set('scores')({ ...form.scores, [key]: event.target.value })}
              />
            </label>
          ))}
          {errors['scores'] && <small role="alert">{errors['scores']}</small>}
        </Checks>
        <TestNotesFields value={form.testNotes} errors={errors} onChange={set('testNotes')} />
        <Checks className="wide">
          <legend>Suits</legend>
          {BREEDS.map((breed) => (
            <label key={breed}>
              <input
                type="checkbox"
                name="breeds"
                value={breed}
                checked={form.breeds.includes(breed)}
                onChange={(event) => set('breeds')(BREEDS.filter((b) => (b === breed ? event.target.checked : form.breeds.includes(b))))}
              />
              {BREED_FIGURES[breed].name}s
            </label>
          ))}
          {errors['breeds'] && <small role="alert">{errors['breeds']}</small>}
        </Checks>
        <Checks className="wide">
          <legend>Properties</legend>
          {(['reflective', 'waterproof', 'machineWashable', 'freeShipping', 'archived'] as const).map((key) => (
            <label key={key}>
              <input type="checkbox" name={key} checked={form[key]} onChange={(event) => set(key)(event.target.checked)} />
              {key === 'machineWashable'
                ? 'Machine washable'
                : key === 'freeShipping'
                  ? 'Free shipping (the retailer ships it free)'
                  : key === 'archived'
                    ? 'Archived (hidden from the site)'
                    : key[0]?.toUpperCase() + key.slice(1)}
            </label>
          ))}
        </Checks>
        <Bar className="wide">
          <Button type="submit" disabled={saving} aria-busy={saving}>
            {saving ? 'Saving...' : productId === null ? 'Add product' : 'Save product'}
          </Button>
          <Button type="button" $tone="plain" onClick={() => onDone(null)}>
            Cancel
          </Button>
        </Bar>
      </DeskForm>
      {productId !== null && <ProductRevisions productId={productId} onRestored={reload} onUnauthenticated={onUnauthenticated} />}
    </section>
  );
}
