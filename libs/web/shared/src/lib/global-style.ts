import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: ${({ theme }) => theme.layout.headerHeight}; }
  @media (prefers-reduced-motion: no-preference) { html { scroll-behavior: smooth; } }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.body};
    font-size: 1rem;
    line-height: 1.6;
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.page};
  }
  h1, h2, h3 { font-family: ${({ theme }) => theme.font.heading}; line-height: 1.25; color: ${({ theme }) => theme.color.brand}; }
  /* The phone-only fixed buy bar must never cover the end of the page. */
  @media (max-width: 767.98px) { body:has([data-buy-bar]) { padding-bottom: 76px; } }
  img { max-width: 100%; height: auto; display: block; }
  a { color: ${({ theme }) => theme.color.accent}; }
  a:focus-visible, button:focus-visible { outline: 3px solid ${({ theme }) => theme.color.cta}; outline-offset: 2px; }
  .visually-hidden {
    position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
    clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
  }
`;
