import { act, createElement } from 'react';
import { splitStyleTags } from './server-style-tags';

type StyledModule = typeof import('styled-components');
type ServerModule = typeof import('react-dom/server');
type ClientModule = typeof import('react-dom/client');

/** A fresh copy of styled-components (and of React's renderers), as a new page in the browser would load them. */
function freshModules() {
  let modules!: { sc: StyledModule; server: ServerModule; client: ClientModule };
  jest.isolateModules(() => {
    modules = {
      sc: jest.requireActual('styled-components'),
      server: jest.requireActual('react-dom/server'),
      client: jest.requireActual('react-dom/client'),
    };
  });
  return modules;
}

function page({ sc }: { sc: StyledModule }) {
  const Notice = sc.styled.p`
    color: rgb(154, 52, 18);
    padding: 4px;
  `;
  return () => createElement(Notice, null, 'Sized on real bulldogs');
}

describe('splitStyleTags', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('leaves the server rules in place when the browser hydrates, and styled-components adds none of its own', async () => {
    const server = freshModules();
    const sheet = new server.sc.ServerStyleSheet();
    const html = server.server.renderToString(sheet.collectStyles(createElement(page(server))));
    const tags = splitStyleTags(sheet.getStyleTags());
    sheet.seal();

    document.head.innerHTML = tags;
    document.body.innerHTML = `<div id="root">${html}</div>`;
    const served = [...document.head.querySelectorAll('style')].find((tag) => tag.textContent?.includes('rgb(154, 52, 18)'));
    expect(served).toBeDefined();

    const browser = freshModules();
    const Page = page(browser);
    await act(async () => {
      browser.client.hydrateRoot(document.getElementById('root') as HTMLElement, createElement(Page));
    });

    // The rules are where the server wrote them; styled-components knew the class and inserted nothing again.
    expect(served?.isConnected).toBe(true);
    const copies = [...document.head.querySelectorAll('style')].filter((tag) => tag.textContent?.includes('rgb(154, 52, 18)'));
    expect(copies).toEqual([served]);
    expect(document.querySelector('p')?.className).toBeTruthy();
  });

  it('returns anything that is not one styled-components element unchanged', () => {
    expect(splitStyleTags('')).toBe('');
    expect(splitStyleTags('<link rel="stylesheet" href="/a.css">')).toBe('<link rel="stylesheet" href="/a.css">');
  });
});
