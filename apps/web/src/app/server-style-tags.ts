/** What `ServerStyleSheet.getStyleTags()` writes: one element holding the rules and styled-components' markers. */
const STYLE_TAG = /^<style ([^>]*)>([\s\S]*)<\/style>$/;
/** styled-components' record of the class names of one component: a rule no element can match. */
const MARKER = /^data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}$/;
const RULE_END = '/*!sc*/\n';

/**
 * The page's styles as two elements: a plain one with every rule, which the browser keeps as it is, then
 * styled-components' own element with only its markers (the class names already styled).
 *
 * On hydration styled-components reads its element, registers the names and moves every rule it finds into a sheet
 * of its own, removing the server's element: the whole document's style was computed a second time, in the same
 * long task as hydration, for the same rules. With the rules outside its element it registers the names, finds
 * nothing to move, and inserts only rules the server did not send (a class first needed after a client-side
 * navigation), into its own element after the plain one, so they still come later in the cascade. The markers
 * match no element: `media="not all"` keeps them out of the browser's style matching on the first paint.
 */
export function splitStyleTags(tags: string): string {
  const match = STYLE_TAG.exec(tags.trim());
  if (!match) return tags;
  const [, attributes, css] = match;
  const rules: string[] = [];
  const markers: string[] = [];
  for (const rule of (css ?? '').split(RULE_END)) {
    if (!rule) continue;
    (MARKER.test(rule) ? markers : rules).push(rule);
  }
  return `<style>${rules.join('')}</style><style media="not all" ${attributes}>${markers.map((marker) => marker + RULE_END).join('')}</style>`;
}
