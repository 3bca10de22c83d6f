import { COLLAR_LENGTH_NOTE, MEASURING_STEPS, SIZE_RULE, TWO_FINGER_CHECK, WIDTH_RULE } from '@bcg/shared/sizing';
import { SizeChart } from '@bcg/web/content/ui';
import { Breadcrumb, breadcrumbSchema, Container, PageMeta, PrimaryButton } from '@bcg/web/shared';
import styled, { createGlobalStyle } from 'styled-components';

const PATH = '/sizing-guide';
const TITLE = 'Bulldog Collar Sizing Guide';
const CRUMBS = [
  { label: 'Home', path: '/' },
  { label: 'Sizing Guide', path: PATH },
];

// On paper only the guide: no header, navigation, footer or buttons, black on white, no page break inside the chart.
const PrintStyle = createGlobalStyle`
  @media print {
    body > div header,
    body > div footer,
    nav,
    [data-print='hide'] {
      display: none !important;
    }
    body {
      background: #fff;
      color: #000;
      font-size: 11pt;
    }
    table,
    li {
      break-inside: avoid;
    }
    a {
      color: #000;
      text-decoration: none;
    }
  }
`;

const Guide = styled.article`
  max-width: 780px;
  margin: 0 auto;
  padding: 24px 0 40px;
  h1 {
    margin: 0 0 8px;
    font-size: clamp(1.8rem, 5vw, 2.4rem);
  }
  h2 {
    margin: 28px 0 10px;
    font-size: 1.35rem;
  }
  ol,
  ul {
    padding-left: 1.4em;
    line-height: 1.7;
  }
  li {
    margin-bottom: 6px;
  }
`;

/** /sizing-guide: the one-page guide the guide email links to, laid out to print on one sheet. */
export function SizingGuidePage() {
  return (
    <Container>
      <PrintStyle />
      <PageMeta
        title={TITLE}
        description="How to measure a bulldog's neck, how to choose the size by the neck range it fits, the two-finger check, and the size chart by age and breed. Printable."
        path={PATH}
        keywords={['bulldog collar size chart', 'how to measure bulldog neck', 'printable dog collar sizing guide']}
        schemaMarkup={(siteUrl) => [breadcrumbSchema(CRUMBS, siteUrl)]}
      />
      <Guide>
        <div data-print="hide">
          <Breadcrumb crumbs={CRUMBS} />
        </div>
        <h1>{TITLE}</h1>
        <p>Five minutes and a soft tape measure. Bulldog necks are short and thick, so measure; never guess by weight.</p>
        <h2>How to measure</h2>
        <ol>
          {MEASURING_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <h2>Size chart</h2>
        <SizeChart caption="Bulldog collar size chart by age, weight and neck measurement" />
        <h2>Quick rules</h2>
        <ul>
          <li>Size: {SIZE_RULE}</li>
          <li>Fit: {TWO_FINGER_CHECK}</li>
          <li>Width: {WIDTH_RULE}</li>
          <li>Length: {COLLAR_LENGTH_NOTE}</li>
          <li>Puppies: re-check the fit every week or two and move up a size before the neck reaches the top of its range.</li>
        </ul>
        <div data-print="hide">
          <PrimaryButton type="button" onClick={() => window.print()}>
            Print this guide
          </PrimaryButton>
        </div>
      </Guide>
    </Container>
  );
}
