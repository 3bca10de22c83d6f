/** Tabs, line breaks, NUL and the other control characters have no place in a one-line name (PostgreSQL refuses NUL). */
export const hasControlCharacters = (text: string): boolean =>
  [...text].some((character) => {
    const code = character.codePointAt(0) ?? 0;
    return code < 0x20 || (code >= 0x7f && code <= 0x9f);
  });

/** Line breaks and tabs belong in a message; NUL and the other control characters do not. */
export const hasControlCharactersInText = (text: string): boolean => hasControlCharacters(text.replace(/[\r\n\t]/g, ''));
