import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Each generated document is served as a module of its own, `virtual:bcg-gql/<Name>Document`. */
const VIRTUAL_PREFIX = 'virtual:bcg-gql/';
const RESOLVED_PREFIX = `\0${VIRTUAL_PREFIX}`;

/**
 * Replaces each `graphql(`...`)` call of the codegen client preset with its generated document, as the preset's
 * babel/swc plugins do (neither fits this Vite 8 + rolldown build). Without it, every page ships the map of all the
 * site's operations in gql.ts.
 *
 * Each document is its own small module (its AST, read from graphql.ts next to gql.ts), not an import from
 * graphql.ts: that one module holds every document, so the bundler kept all the documents used anywhere in one
 * shared chunk, and each operation an admin tab added also weighed on the home page's first load. A document now
 * travels with the pages that use it.
 */
export function graphqlDocumentsPlugin({ gqlFile }: { gqlFile: string }): Plugin {
  const graphqlFile = path.join(path.dirname(gqlFile), 'graphql.ts');
  let documents: Map<string, string> | undefined;
  let sources: Map<string, string> | undefined;
  const load = () => {
    // Lines of gql.ts's `documents` map: "<source as JSON string>": types.<Name>,
    const map = new Map<string, string>();
    for (const match of fs.readFileSync(gqlFile, 'utf8').matchAll(/^ {4}("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm)) {
      map.set(JSON.parse(match[1] as string) as string, match[2] as string);
    }
    return map;
  };
  const loadSources = () => {
    // Lines of graphql.ts: export const <Name> = {<the document as JSON>} as unknown as DocumentNode<...>;
    const map = new Map<string, string>();
    for (const match of fs
      .readFileSync(graphqlFile, 'utf8')
      .matchAll(/^export const (\w+(?:Document|FragmentDoc)) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm)) {
      map.set(match[1] as string, match[2] as string);
    }
    return map;
  };
  return {
    name: 'bcg-graphql-documents',
    enforce: 'pre',
    buildStart() {
      documents = load();
      sources = loadSources();
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL_PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      const name = id.slice(RESOLVED_PREFIX.length);
      const source = (sources ??= loadSources()).get(name);
      if (!source) throw new Error(`bcg-graphql-documents: ${name} is not in ${graphqlFile}: run "npm run codegen"`);
      return `export default ${source};\n`;
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('/gql/') || !code.includes('graphql(`')) return null;
      const names = new Set<string>();
      const out = code.replace(/\bgraphql\(`([^`]*)`\)/g, (call, source: string) => {
        const name = (documents ??= load()).get(source);
        if (!name) return call;
        names.add(name);
        return `__gql_${name}`;
      });
      if (!names.size) return null;
      const imports = [...names].map((name) => `import __gql_${name} from '${VIRTUAL_PREFIX}${name}';`).join('\n');
      return { code: `${imports}\n${out}`, map: null };
    },
  };
}
