import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Virtual modules holding one generated document each: `virtual:bcg-gql/<Name>Document`. */
const VIRTUAL_PREFIX = 'virtual:bcg-gql/';
const RESOLVED_PREFIX = '\0bcg-gql/';

/**
 * Replaces each `graphql(`...`)` call of the codegen client preset with an import of its generated document alone,
 * as the preset's babel/swc plugins do (neither fits this Vite 8 + rolldown build). Without it, every page ships
 * the map of all the site's operations in gql.ts. Each document is served as a module of its own (read from the
 * generated graphql.ts beside gql.ts) rather than imported from graphql.ts: the bundler places a module in one
 * chunk, so importing from graphql.ts put every operation used anywhere (the admin's included) into one chunk
 * that the home page loads first.
 */
export function graphqlDocumentsPlugin({ gqlFile }: { gqlFile: string }): Plugin {
  let documents: Map<string, string> | undefined;
  let bodies: Map<string, string> | undefined;
  const load = () => {
    // Lines of gql.ts's `documents` map: "<source as JSON string>": types.<Name>,
    const map = new Map<string, string>();
    for (const match of fs.readFileSync(gqlFile, 'utf8').matchAll(/^ {4}("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm)) {
      map.set(JSON.parse(match[1] as string) as string, match[2] as string);
    }
    return map;
  };
  const loadBodies = () => {
    // Lines of graphql.ts: export const <Name>Document (or <Name>FragmentDoc) = {<JSON>} as unknown as DocumentNode<...>;
    const map = new Map<string, string>();
    const typesFile = path.join(path.dirname(gqlFile), 'graphql.ts');
    for (const match of fs
      .readFileSync(typesFile, 'utf8')
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
      bodies = loadBodies();
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL_PREFIX) ? RESOLVED_PREFIX + id.slice(VIRTUAL_PREFIX.length) : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      const name = id.slice(RESOLVED_PREFIX.length);
      const body = (bodies ??= loadBodies()).get(name);
      if (!body) throw new Error(`graphql-documents: ${name} is not in graphql.ts (run npm run codegen)`);
      return `export default ${body};\n`;
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
