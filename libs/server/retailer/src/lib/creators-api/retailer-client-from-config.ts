import type { AppConfig } from '@bcg/server/core';
import type { RetailerClient } from '../retailer-client';
import { CreatorsApiClient, type CreatorsApiClientOptions } from './creators-api.client';
import { MARKETPLACE_CURRENCIES } from './creators-api.protocol';

/** The retailer client the configuration allows, or the one sentence that tells the owner what to set. */
export type RetailerClientSetup = { client: RetailerClient; setupHint: null } | { client: null; setupHint: string };

/** What tests and the server may pass besides the configuration. */
export type RetailerClientExtras = Pick<CreatorsApiClientOptions, 'fetch' | 'now' | 'logger' | 'timeoutMs'>;

const PURPOSE = 'to keep prices and availability in sync with Amazon';

function listed(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * The Creators API client for this configuration (the partner tag is AFFILIATE_TAG), or, when credentials are missing
 * or partial or the marketplace is unknown, a sentence naming exactly what to set. Never throws for missing settings:
 * without credentials the site runs as it always has.
 */
export function retailerClientFromConfig(
  config: Pick<AppConfig, 'retailer' | 'affiliateTag'>,
  extras: RetailerClientExtras = {},
): RetailerClientSetup {
  const { credentialId, credentialSecret, credentialVersion, marketplace, apiUrl, tokenUrl } = config.retailer;
  const credentials = {
    AMAZON_CREDENTIAL_ID: credentialId,
    AMAZON_CREDENTIAL_SECRET: credentialSecret,
    AMAZON_CREDENTIAL_VERSION: credentialVersion,
  };
  const missing = Object.entries(credentials).flatMap(([name, value]) => (value === undefined ? [name] : []));
  const given = Object.keys(credentials).filter((name) => !missing.includes(name));
  if (given.length === 0) return { client: null, setupHint: `Set ${listed(missing)} ${PURPOSE}.` };
  if (missing.length > 0) {
    return {
      client: null,
      setupHint: `Set ${listed(missing)} as well ${PURPOSE}: only ${listed(given)} ${given.length === 1 ? 'is' : 'are'} set.`,
    };
  }
  if (!MARKETPLACE_CURRENCIES[marketplace]) {
    return {
      client: null,
      setupHint: `Set AMAZON_MARKETPLACE to an Amazon store the Creators API serves, such as www.amazon.com, ${PURPOSE}: ${marketplace} is not one.`,
    };
  }
  const client = new CreatorsApiClient({
    ...extras,
    credentialId: credentialId as string,
    credentialSecret: (credentialSecret as NonNullable<typeof credentialSecret>).reveal(),
    version: credentialVersion as NonNullable<typeof credentialVersion>,
    partnerTag: config.affiliateTag,
    marketplace,
    apiUrl,
    tokenUrl,
  });
  return { client, setupHint: null };
}
