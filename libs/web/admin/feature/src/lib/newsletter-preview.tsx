import { useLazyQuery } from '@apollo/client/react';
import { graphql } from '@bcg/web/graphql';
import { ErrorPanel } from '@bcg/web/shared';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from './admin-ui';

const NewsletterPreviewQuery = graphql(`
  query NewsletterPreview($id: Int!) {
    newsletterPreview(id: $id) {
      subject
      preheader
      emailHtml
      emailText
      webHtml
    }
  }
`);

/** The widths the owner checks the email at: a phone and a desktop mail client. */
const WIDTHS = { phone: 375, desktop: 680 } as const;
type View = keyof typeof WIDTHS | 'text' | 'web';

const Frame = styled.iframe<{ $width: number }>`
  display: block;
  width: min(100%, ${({ $width }) => $width}px);
  height: 640px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: #fff;
`;

const Views = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 8px 0 12px;
`;

const Text = styled.pre`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  max-height: 640px;
  overflow: auto;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.color.border};
`;

/** The saved issue as the email (sandboxed, scripts off, at phone and desktop width, and its text part) and as the archive page. */
export function NewsletterPreviewPanel({ id, version, unsavedChanges }: { id: number; version: string; unsavedChanges: boolean }) {
  const [load, { data, loading, error }] = useLazyQuery(NewsletterPreviewQuery, { fetchPolicy: 'network-only' });
  const [view, setView] = useState<View>('phone');
  const preview = data?.newsletterPreview;
  return (
    <section aria-labelledby="newsletter-preview-heading">
      <h3 id="newsletter-preview-heading">Preview</h3>
      {unsavedChanges && <p>The preview shows the saved issue: save your changes to see them.</p>}
      <Button onClick={() => void load({ variables: { id } })} disabled={loading} data-version={version}>
        {loading ? 'Loading preview...' : preview ? 'Refresh preview' : 'Preview'}
      </Button>
      {error && (
        <ErrorPanel title="We couldn't load the preview." message={error.message} onRetry={() => void load({ variables: { id } })} />
      )}
      {preview && (
        <>
          <Views role="group" aria-label="Preview as">
            {(
              [
                ['phone', 'Email on a phone'],
                ['desktop', 'Email on a desktop'],
                ['text', 'Plain text'],
                ['web', 'Web page'],
              ] as const
            ).map(([value, label]) => (
              <Button key={value} $tone={view === value ? 'primary' : 'plain'} aria-pressed={view === value} onClick={() => setView(value)}>
                {label}
              </Button>
            ))}
          </Views>
          <p>
            <strong>Subject:</strong> {preview.subject}
            {preview.preheader && (
              <>
                <br />
                <strong>Preheader:</strong> {preview.preheader}
              </>
            )}
          </p>
          {view === 'text' ? (
            <Text>{preview.emailText}</Text>
          ) : (
            <Frame
              title={view === 'web' ? 'Preview of the archive page' : `Preview of the email at ${WIDTHS[view]} pixels`}
              sandbox=""
              srcDoc={view === 'web' ? preview.webHtml : preview.emailHtml}
              $width={view === 'web' ? 760 : WIDTHS[view]}
            />
          )}
        </>
      )}
    </section>
  );
}
