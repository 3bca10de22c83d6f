import { readAdminSession } from '@bcg/web/graphql';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';

/** What the server accepts (it checks the bytes itself; this only spares a pointless upload). */
const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_BYTES = 8 * 1024 * 1024;

const Box = styled.div`
  display: grid;
  grid-template-columns: 96px minmax(0, 1fr);
  gap: 8px 12px;
  align-items: start;
  img {
    grid-row: span 4;
    width: 96px;
    height: 96px;
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radius.sm};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: #f3f1ec;
  }
  label {
    font-weight: 600;
  }
  input[type='file'] {
    max-width: 100%;
    font: inherit;
  }
  input[type='file']:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.brand};
    outline-offset: 2px;
  }
  progress {
    width: 100%;
    max-width: 240px;
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.color.muted};
`;

const ErrorText = styled.p`
  margin: 0;
  color: #b91c1c;
  font-weight: 600;
`;

export interface ProductImageUploadProps {
  /** null: the product is not saved yet; the chosen file is only previewed and handed to `onChosen` for the save. */
  productId: number | null;
  productName: string;
  /** The image the product shows now (its photo or generated default). */
  imageUrl: string;
  /** After a successful upload, with the product's new imageUrl (its largest rendition). */
  onUploaded?: (imageUrl: string) => void;
  /** The session has expired: back to login. */
  onUnauthenticated: () => void;
  /** Where the file goes (default: the product's image call); an article cover goes to /api/admin/articles/{id}/image. */
  uploadUrl?: string;
  /** The file input's label (default: "Upload a photo of {productName}"). */
  label?: string;
  /** Before the first save: the file chosen (checked for type and size), or null when the choice was refused. */
  onChosen?: (file: File | null) => void;
}

/** The error of a failed upload, from the REST answer's `fields.image` or `error`. */
function failureMessage(status: number, responseText: string): string {
  try {
    const body = JSON.parse(responseText) as { error?: string; fields?: { image?: string } };
    if (body.fields?.image || body.error) return body.fields?.image ?? (body.error as string);
  } catch {
    // not JSON (a proxy's page): the generic message below
  }
  return status === 0 ? 'The upload was interrupted. Check the connection and try again.' : 'The upload failed. Try again.';
}

/** Reads a chosen file as a data: URL, which the site's content-security policy allows for images (blob: it does not). */
function readAsDataUrl(file: File, done: (url: string) => void): void {
  const reader = new FileReader();
  reader.onload = () => typeof reader.result === 'string' && done(reader.result);
  reader.readAsDataURL(file);
}

/**
 * Sends a photo chosen before a product's first save, once the product exists: null when the server took it, else
 * the message to show (the server's own when it refused the file).
 */
export async function sendProductPhoto(productId: number, file: File): Promise<string | null> {
  const form = new FormData();
  form.append('image', file);
  try {
    const answer = await fetch(`/api/admin/products/${productId}/image`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${readAdminSession() ?? ''}` },
      body: form,
    });
    return answer.ok ? null : failureMessage(answer.status, await answer.text());
  } catch {
    return failureMessage(0, '');
  }
}

/**
 * Uploads a product photo (POST /api/admin/products/{id}/image): a native file input (keyboard and screen-reader
 * friendly), a preview of the chosen file, upload progress, and the server's message when it refuses the file. The
 * server makes the renditions; the preview then shows the product's new image.
 */
export function ProductImageUpload({
  productId,
  productName,
  imageUrl,
  onUploaded,
  onUnauthenticated,
  uploadUrl = `/api/admin/products/${productId}/image`,
  label = `Upload a photo of ${productName}`,
  onChosen,
}: ProductImageUploadProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  // The new image after an upload (the parent's imageUrl may refresh later, or never).
  const [uploaded, setUploaded] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const request = useRef<XMLHttpRequest | null>(null);
  // Counts choices and finished uploads: a preview read after its upload ended (or after another choice) is dropped.
  const choice = useRef(0);

  useEffect(() => () => request.current?.abort(), []);

  function finish(answer: XMLHttpRequest) {
    request.current = null;
    choice.current += 1;
    setProgress(null);
    setPreview(null);
    if (answer.status === 401) return onUnauthenticated();
    if (answer.status !== 200) return setError(failureMessage(answer.status, answer.responseText));
    const saved = JSON.parse(answer.responseText) as { product?: { imageUrl: string }; article?: { imageUrl: string } };
    const next = (saved.product ?? saved.article)?.imageUrl ?? '';
    setUploaded(next);
    setDone(true);
    onUploaded?.(next);
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    setError(null);
    setDone(false);
    if (!file) return;
    const refused = !ACCEPTED_TYPES.includes(file.type)
      ? 'Choose a JPEG, PNG or WebP image.'
      : file.size > MAX_BYTES
        ? 'The image must be at most 8 MB.'
        : null;
    if (refused) {
      onChosen?.(null);
      return setError(refused);
    }
    const chosen = ++choice.current;
    readAsDataUrl(file, (url) => choice.current === chosen && setPreview(url));
    if (productId === null) return onChosen?.(file);
    const form = new FormData();
    form.append('image', file);
    const xhr = new XMLHttpRequest();
    request.current = xhr;
    xhr.open('POST', uploadUrl);
    xhr.setRequestHeader('Authorization', `Bearer ${readAdminSession() ?? ''}`);
    xhr.upload.onprogress = (progressEvent) => {
      if (progressEvent.lengthComputable) setProgress(Math.round((progressEvent.loaded / progressEvent.total) * 100));
    };
    xhr.onload = () => finish(xhr);
    xhr.onerror = () => finish(xhr);
    setProgress(0);
    xhr.send(form);
  }

  const uploading = progress !== null;
  return (
    <Box>
      <img src={preview ?? uploaded ?? imageUrl} alt={productName} width={96} height={96} />
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        type="file"
        accept={ACCEPTED_TYPES.join(',')}
        disabled={uploading}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
        onChange={onChange}
      />
      <Hint id={hintId}>
        JPEG, PNG or WebP, up to 8 MB. Metadata such as the location is removed.
        {productId === null && ' The photo is uploaded when you add the product.'}
      </Hint>
      {uploading && <progress max={100} value={progress} aria-label={`Uploading the photo of ${productName}`} />}
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
      <Hint role="status">{done ? 'Photo saved: the site shows it now.' : ''}</Hint>
    </Box>
  );
}
