/** Design tokens shared by every component (styled-components theme). */
export const theme = {
  color: {
    brand: '#1f2a44',
    brandSoft: '#e8ecf5',
    accent: '#9a3412',
    accentSoft: '#fff1e6',
    cta: '#f59e0b',
    ctaText: '#1c1917',
    text: '#1f2937',
    muted: '#4b5563',
    border: '#e5e7eb',
    surface: '#ffffff',
    page: '#fbfaf7',
    success: '#166534',
    successSoft: '#dcfce7',
    star: '#b45309',
  },
  radius: { sm: '6px', md: '12px', pill: '999px' },
  shadow: { card: '0 1px 2px rgba(16, 24, 40, 0.06), 0 4px 12px rgba(16, 24, 40, 0.06)' },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "Georgia, 'Times New Roman', serif",
  },
  breakpoint: { md: '768px', lg: '1024px' },
  layout: { maxWidth: '1180px', headerHeight: '64px' },
} as const;

export type AppTheme = typeof theme;

// Every styled component sees these tokens as its `theme` prop's type. Declared here, next to the theme, so any
// program that reaches the theme (through @bcg/web/shared) also gets the declaration.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}

/** Media query helpers so breakpoints are written once. */
export const media = {
  mdUp: `@media (min-width: ${theme.breakpoint.md})`,
  mdDown: `@media (max-width: calc(${theme.breakpoint.md} - 0.02px))`,
  lgUp: `@media (min-width: ${theme.breakpoint.lg})`,
};
