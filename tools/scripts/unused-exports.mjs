// `npm run lint:exports`: lists the exported values (constants, functions, classes) of apps/ and libs/ that no other
// file uses, so an export says "someone imports this". A use from a test counts (specs may reach into a module);
// a re-export through an index does not. Exported types are left alone: they name the parameters and results of
// exported functions, which callers may need to spell out.
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '../..');
const entryPoint = /\/src\/(index|testing)\.ts$|\/src\/main\.ts$|\/src\/entry-(client|server)\.tsx$|\/src\/gql\//;

const base = ts.getParsedCommandLineOfConfigFile(
  path.join(root, 'tsconfig.base.json'),
  {},
  { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => process.exit(2) },
);
const files = ts.sys.readDirectory(root, ['.ts', '.tsx'], ['node_modules', 'dist', 'tmp'], ['apps/**/*', 'libs/**/*']);
// One program over everything; its lib and types are the union of the projects' (uses matter here, not errors).
const program = ts.createProgram(files, {
  ...base.options,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: ['node', 'jest'],
  noEmit: true,
});
const checker = program.getTypeChecker();
const ownFiles = program.getSourceFiles().filter((file) => !file.isDeclarationFile && !file.fileName.includes('/node_modules/'));

const resolve = (symbol) => {
  if (!(symbol.flags & ts.SymbolFlags.Alias)) return symbol;
  try {
    return checker.getAliasedSymbol(symbol);
  } catch {
    return symbol;
  }
};

/** symbol -> the files that name it (export declarations such as `export { x } from` are not uses). */
const usedIn = new Map();
for (const file of ownFiles) {
  const visit = (node) => {
    if (ts.isExportDeclaration(node)) return;
    if (ts.isIdentifier(node)) {
      const symbol = checker.getSymbolAtLocation(node);
      if (symbol) {
        const target = resolve(symbol);
        if (!usedIn.has(target)) usedIn.set(target, new Set());
        usedIn.get(target).add(file.fileName);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
}

/** `export const X = graphql(`...`)`: a document that codegen reads from the source, whether or not code names it. */
const isGraphQLDocument = (symbol) =>
  symbol.declarations?.some(
    (declaration) =>
      ts.isVariableDeclaration(declaration) &&
      declaration.initializer &&
      ts.isCallExpression(declaration.initializer) &&
      declaration.initializer.expression.getText() === 'graphql',
  );

const valueFlags = ts.SymbolFlags.Variable | ts.SymbolFlags.Function | ts.SymbolFlags.Class | ts.SymbolFlags.Enum;
const unused = [];
for (const file of ownFiles) {
  if (entryPoint.test(file.fileName) || /\.spec\.tsx?$/.test(file.fileName)) continue;
  const moduleSymbol = checker.getSymbolAtLocation(file);
  if (!moduleSymbol) continue;
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const symbol = resolve(exported);
    if (!(symbol.flags & valueFlags) || isGraphQLDocument(symbol)) continue;
    const declaredHere = symbol.declarations?.some((declaration) => declaration.getSourceFile() === file);
    if (!declaredHere) continue;
    const users = [...(usedIn.get(symbol) ?? [])].filter((user) => user !== file.fileName);
    if (users.length === 0) unused.push(`${path.relative(root, file.fileName)}: ${exported.name}`);
  }
}

if (unused.length > 0) {
  console.error(`Exported but used by no other file (drop the export, or the code):\n  ${unused.join('\n  ')}`);
  process.exit(1);
}
