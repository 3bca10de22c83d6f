import fs from 'node:fs';
import type { Plugin } from 'vite';

/**
 * Replaces each `graphql(`...`)` call of the codegen client preset with a direct import of its generated document,
 * as the preset's babel/swc plugins do (neither fits this Vite 8 + rolldown build). Without it, every page ships
 * the map of all the site's operations in gql.ts; with it, a page carries only the documents it uses.
 */
export function graphqlDocumentsPlugin({ gqlFile, importFrom }: { gqlFile: string; importFrom: string }): Plugin {
  let documents: Map<string, string> | undefined;
  const load = () => {
    // Lines of gql.ts's `documents` map: "<source as JSON string>": types.<Name>Document,
    const map = new Map<string, string>();
    for (const match of fs.readFileSync(gqlFile, 'utf8').matchAll(/^ {4}("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm)) {
      map.set(JSON.parse(match[1] as string) as string, match[2] as string);
    }
    return map;
  };
  return {
    name: 'bcg-graphql-documents',
    enforce: 'pre',
    buildStart() {
      documents = load();
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
      const imports = [...names].map((name) => `${name} as __gql_${name}`).join(', ');
      return { code: `import { ${imports} } from '${importFrom}';\n${out}`, map: null };
    },
  };
}
