import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ADMIN_SESSION_KEY } from '@bcg/web/graphql';
import { theme } from '@bcg/web/shared';
import { ThemeProvider } from 'styled-components';
import { ProductImageUpload } from './product-image-upload';

/** A stand-in for the browser's XMLHttpRequest: records what is sent, and the test answers it. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
  }
  aborted = false;
  abort() {
    this.aborted = true;
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

beforeEach(() => {
  FakeXhr.last = null;
  (window as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
  window.localStorage.setItem(ADMIN_SESSION_KEY, 'session-1');
});

function renderUpload() {
  const onUploaded = jest.fn();
  const onUnauthenticated = jest.fn();
  render(
    <ThemeProvider theme={theme}>
      <ProductImageUpload
        productId={4}
        productName="Harbor Collar"
        imageUrl="/images/collars/harbor.svg"
        onUploaded={onUploaded}
        onUnauthenticated={onUnauthenticated}
      />
    </ThemeProvider>,
  );
  return { onUploaded, onUnauthenticated, input: screen.getByLabelText('Upload a photo of Harbor Collar') as HTMLInputElement };
}

const choose = (input: HTMLInputElement, file: File) => fireEvent.change(input, { target: { files: [file] } });
const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'dog.jpg', { type: 'image/jpeg' });

it('is a labelled file input with its hint, and uploads the chosen file with the session, showing preview and progress', async () => {
  const { input, onUploaded } = renderUpload();
  expect(input.type).toBe('file');
  expect(input.getAttribute('accept')).toBe('image/jpeg,image/png,image/webp');
  expect(screen.getByText(/up to 8 MB/).id).toBe(input.getAttribute('aria-describedby'));

  choose(input, photo());
  const xhr = FakeXhr.last as FakeXhr;
  expect([xhr.method, xhr.url, xhr.headers['Authorization']]).toEqual(['POST', '/api/admin/products/4/image', 'Bearer session-1']);
  expect((xhr.body?.get('image') as File).name).toBe('dog.jpg');
  // A data: URL: the site's content-security policy allows data: images, not blob: ones.
  await waitFor(() => expect(screen.getByRole('img').getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/));
  act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 }));
  expect(screen.getByRole('progressbar', { name: 'Uploading the photo of Harbor Collar' }).getAttribute('value')).toBe('25');
  expect(input.disabled).toBe(true);

  act(() => xhr.answer(200, { success: true, product: { imageUrl: '/uploads/products/ab-960.webp' } }));
  expect(screen.getByRole('img').getAttribute('src')).toBe('/uploads/products/ab-960.webp');
  expect(screen.getByRole('status').textContent).toMatch(/Photo saved/);
  expect(screen.queryByRole('progressbar')).toBeNull();
  expect(onUploaded).toHaveBeenCalledWith('/uploads/products/ab-960.webp');
});

it("shows the server's reason when it refuses the file, and keeps the product's image", () => {
  const { input, onUploaded } = renderUpload();
  choose(input, photo());
  const message = 'The image is damaged or incomplete and could not be read';
  act(() => (FakeXhr.last as FakeXhr).answer(400, { success: false, error: message, fields: { image: message } }));
  expect(screen.getByRole('alert').textContent).toBe(message);
  expect(input.getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByRole('img').getAttribute('src')).toBe('/images/collars/harbor.svg');
  expect(onUploaded).not.toHaveBeenCalled();
});

it('refuses other types and files over 8 MB before sending anything, and goes to login when the session expired', () => {
  const { input, onUnauthenticated } = renderUpload();
  choose(input, new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }));
  expect(screen.getByRole('alert').textContent).toMatch(/JPEG, PNG or WebP/);
  choose(input, new File([new Uint8Array(8 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
  expect(screen.getByRole('alert').textContent).toMatch(/at most 8 MB/);
  expect(FakeXhr.last).toBeNull();
  choose(input, photo());
  act(() => (FakeXhr.last as FakeXhr).answer(401, { success: false, error: 'Unauthorized' }));
  expect(onUnauthenticated).toHaveBeenCalled();
});

it('before the first save, previews the chosen photo and hands it over for the save instead of uploading it', async () => {
  const onChosen = jest.fn();
  render(
    <ThemeProvider theme={theme}>
      <ProductImageUpload
        productId={null}
        productName="the new product"
        imageUrl="/images/collars/default.svg"
        label="Photo (optional)"
        onChosen={onChosen}
        onUnauthenticated={jest.fn()}
      />
    </ThemeProvider>,
  );
  const input = screen.getByLabelText('Photo (optional)') as HTMLInputElement;
  expect(screen.getByText(/uploaded when you add the product/)).toBeTruthy();
  choose(input, photo());
  expect(FakeXhr.last).toBeNull();
  expect((onChosen.mock.calls[0]?.[0] as File).name).toBe('dog.jpg');
  await waitFor(() => expect(screen.getByRole('img').getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/));
  choose(input, new File(['gif'], 'dog.gif', { type: 'image/gif' }));
  expect(onChosen).toHaveBeenLastCalledWith(null);
  expect(screen.getByRole('alert').textContent).toBe('Choose a JPEG, PNG or WebP image.');
});
