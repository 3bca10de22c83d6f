// The fake Creators API as a process: `node tools/retailer-fake/server.mjs --port 3190` (the demo, e2e tests, bench).
// Point the app at it with AMAZON_API_URL=<url>, AMAZON_TOKEN_URL=<url>/oauth2/token (2.x) or <url>/auth/o2/token (3.x)
// and the fake credential printed below; switch its faults with POST <url>/__control (see README.md).
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { FAKE_CREDENTIAL, startFakeCreatorsApi } from './fake-creators-api.mjs';

export { FAKE_CREDENTIAL, FAKE_PARTNER_TAG, startFakeCreatorsApi } from './fake-creators-api.mjs';
export { SEED_CATALOGUE } from './catalogue.mjs';

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env['FAKE_CREATORS_API_PORT'] ?? '3190' },
      marketplace: { type: 'string', default: 'www.amazon.com' },
      'every-asin': { type: 'boolean', default: false },
      'rate-per-second': { type: 'string' },
      'time-scale': { type: 'string', default: '1' },
    },
  });
  // A scaled clock lets a bench run a day of the retailer's limits (rate, token lifetime, price drift) in minutes.
  const scale = Number(values['time-scale']);
  if (!(scale >= 1)) throw new Error('--time-scale must be a number of at least 1');
  const started = Date.now();
  const clock = () => started + (Date.now() - started) * scale;
  const fake = await startFakeCreatorsApi({ port: Number(values.port), marketplace: values.marketplace, clock });
  fake.control.set({
    knowsEveryAsin: values['every-asin'],
    ...(values['rate-per-second'] ? { ratePerSecond: Number(values['rate-per-second']) } : {}),
  });
  console.log(`Fake Creators API listening on ${fake.url}`);
  console.log(`  AMAZON_API_URL=${fake.url} AMAZON_TOKEN_URL=${fake.tokenUrl} AMAZON_CREDENTIAL_VERSION=2.1`);
  console.log(`  AMAZON_CREDENTIAL_ID=${FAKE_CREDENTIAL.id} AMAZON_CREDENTIAL_SECRET=${FAKE_CREDENTIAL.secret}`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => fake.close().then(() => process.exit(0)));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
