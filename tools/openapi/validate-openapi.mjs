#!/usr/bin/env node
// Validates an OpenAPI document read from stdin with an independent validator (@seriousme/openapi-schema-validator,
// the official OpenAPI JSON Schemas) and prints {"valid": boolean, "errors": ...} on stdout; exit code 1 when invalid.
// An ES module run in its own process, because the validator is ESM-only and the jest tests compile to CommonJS.
//   curl -s http://localhost:3000/api/openapi.json | node tools/openapi/validate-openapi.mjs
import { Validator } from '@seriousme/openapi-schema-validator';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const result = await new Validator().validate(JSON.parse(Buffer.concat(chunks).toString('utf8')));
process.stdout.write(`${JSON.stringify({ valid: result.valid, errors: result.errors ?? null })}\n`);
process.exitCode = result.valid ? 0 : 1;
