/**
 * One suite of a lib's grouping spec: `load` requires the suite inside a describe block of its own, which scopes its
 * hooks to it, and what the suite leaves in localStorage is cleared after it, so the next suite starts without it.
 */
export const suite = (name: string, load: () => void): void =>
  describe(name, () => {
    load();
    afterAll(() => window.localStorage.clear());
  });
