// `npm run typecheck`: checks every project with its own compiler options, so server code is checked without DOM
// types, web code without Node's, and shared code with neither. The root tsconfig.json references each project's
// tsconfig.json, which references its tsconfig.lib.json (production code) and tsconfig.spec.json (tests).
//
// One `tsc -p` per config would type-check every imported lib again in each of ~50 programs (minutes on two
// cores); instead configs with the same options share a program, programs share parsed files, and each file is
// reported once, by the config that owns it: the diagnostics `tsc -p` gives for it. Every .ts/.tsx file under apps/ and libs/ must belong to some config, so no
// file goes unchecked.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '../..');

/** The configs that own files: follows `references` from the root solution config down to the leaves. */
function leafConfigs(configFile, seen = new Set()) {
  if (seen.has(configFile)) return [];
  seen.add(configFile);
  const parsed = parseConfig(configFile);
  const children = (parsed.projectReferences ?? []).map((reference) => ts.resolveProjectReferencePath(reference));
  return [...(parsed.fileNames.length > 0 ? [configFile] : []), ...children.flatMap((child) => leafConfigs(child, seen))];
}

function parseConfig(configFile) {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (diagnostic) => report([diagnostic]) },
  );
  if (!parsed) process.exit(1);
  return parsed;
}

const sourceFiles = new Map();
/** A compiler host whose parsed files are shared by every program with the same language version. */
function sharedHost(options) {
  const host = ts.createCompilerHost(options, true);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    const key = `${JSON.stringify(languageVersion)}:${fileName}`;
    if (!sourceFiles.has(key)) sourceFiles.set(key, getSourceFile(fileName, languageVersion, ...rest));
    return sourceFiles.get(key);
  };
  return host;
}

const formatHost = { getCanonicalFileName: (file) => file, getCurrentDirectory: () => root, getNewLine: () => '\n' };
let errorCount = 0;
function report(diagnostics) {
  if (diagnostics.length === 0) return;
  errorCount += diagnostics.filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error).length;
  process.stdout.write(ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost));
}

// Configs whose compiler options are the same (every server lib, every web lib's tests, ...) share one program:
// a file's diagnostics depend on the options, and checking them together checks each imported file once.
const groups = new Map();
for (const configFile of leafConfigs(path.join(root, 'tsconfig.json'))) {
  const { options, fileNames, errors } = parseConfig(configFile);
  report(errors);
  const { configFilePath: _ignored, ...comparable } = options;
  const key = JSON.stringify(comparable);
  if (!groups.has(key)) groups.set(key, { options, fileNames: [] });
  groups.get(key).fileNames.push(...fileNames);
}

const owned = new Set();
for (const { options, fileNames } of groups.values()) {
  const program = ts.createProgram({ rootNames: fileNames, options, host: sharedHost(options) });
  report([...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()]);
  for (const fileName of fileNames) {
    owned.add(path.resolve(fileName));
    const sourceFile = program.getSourceFile(fileName);
    report([...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)]);
  }
}

const unowned = [];
(function walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.') && !['node_modules', 'dist', 'tmp', 'test-results', 'playwright-report'].includes(entry.name))
        walk(file);
    } else if (/\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !owned.has(file)) {
      unowned.push(path.relative(root, file));
    }
  }
})(root);
if (unowned.length > 0) {
  console.error(`These files belong to no tsconfig, so nothing checks them:\n  ${unowned.join('\n  ')}`);
  errorCount += unowned.length;
}
if (errorCount > 0) {
  console.error(`\n${errorCount} error${errorCount === 1 ? '' : 's'}.`);
  process.exit(1);
}
