import type { AmazonCredentialVersion } from '@bcg/server/core';
import * as z from 'zod/mini';

/*
 * Every name of Amazon's Creators API the site uses, in one place: credential versions and their token hosts, paths,
 * headers, resources, error codes, and the shape of its answers with the check each answer must pass. A change of the
 * retailer's API is a change of this file (and of the fake in tools/retailer-fake, which mirrors it).
 */

/**
 * Credential versions (the configuration lists them, AMAZON_CREDENTIAL_VERSION): 2.x are Cognito client credentials,
 * 3.x Login with Amazon; .1 North America, .2 Europe, .3 Far East.
 */
export type CreatorsApiVersion = AmazonCredentialVersion;

/**
 * The token endpoint each credential version implies (AMAZON_TOKEN_URL overrides it): the hosts the Creators API's
 * published SDKs and integrations use.
 */
export const DEFAULT_TOKEN_URLS: Readonly<Record<CreatorsApiVersion, string>> = {
  '2.1': 'https://creatorsapi.auth.us-east-1.amazoncognito.com/oauth2/token',
  '2.2': 'https://creatorsapi.auth.eu-south-2.amazoncognito.com/oauth2/token',
  '2.3': 'https://creatorsapi.auth.us-west-2.amazoncognito.com/oauth2/token',
  '3.1': 'https://api.amazon.com/auth/o2/token',
  '3.2': 'https://api.amazon.co.uk/auth/o2/token',
  '3.3': 'https://api.amazon.co.jp/auth/o2/token',
};

/** How a version asks for its token: 2.x form-encoded with HTTP Basic credentials, 3.x JSON with the credentials in the body. */
export function tokenStyle(version: CreatorsApiVersion): 'cognito' | 'lwa' {
  return version.startsWith('2.') ? 'cognito' : 'lwa';
}

export const TOKEN_SCOPES = { cognito: 'creatorsapi/default', lwa: 'creatorsapi::default' } as const;
export const GRANT_TYPE = 'client_credentials';

export const GET_ITEMS_PATH = '/catalog/v1/getItems';
export const MARKETPLACE_HEADER = 'x-marketplace';
export const MAX_ITEM_IDS = 10;

/** The parts of an item the site reads: the title, the large image, and the offers' price and availability. */
export const GET_ITEMS_RESOURCES = [
  'itemInfo.title',
  'images.primary.large',
  'offersV2.listings.price',
  'offersV2.listings.availability',
] as const;

/**
 * The hosts Amazon serves product images from: an answer's image address is stored only when it is https on one of
 * them (a detail page link only on the marketplace's own host).
 */
export const IMAGE_HOSTS: readonly string[] = [
  'm.media-amazon.com',
  'images-na.ssl-images-amazon.com',
  'images-eu.ssl-images-amazon.com',
  'images-fe.ssl-images-amazon.com',
];

/** The `Authorization` header of an API call: 2.x credentials also name their version. */
export function authorizationHeader(token: string, version: CreatorsApiVersion): string {
  return tokenStyle(version) === 'cognito' ? `Bearer ${token}, Version ${version}` : `Bearer ${token}`;
}

export interface GetItemsRequest {
  partnerTag: string;
  marketplace: string;
  itemIds: string[];
  resources: readonly string[];
}

/** Error codes with a meaning of their own for the site. */
export const ERROR_CODES = {
  throttled: 'TooManyRequests',
  ineligible: 'AssociateNotEligible',
  itemNotAccessible: 'ItemNotAccessible',
  invalidParameter: 'InvalidParameterValue',
} as const;

/** Each marketplace's currency: an offer in another one is not a price for this site's readers. */
export const MARKETPLACE_CURRENCIES: Readonly<Record<string, string>> = {
  'www.amazon.com': 'USD',
  'www.amazon.ca': 'CAD',
  'www.amazon.com.mx': 'MXN',
  'www.amazon.com.br': 'BRL',
  'www.amazon.co.uk': 'GBP',
  'www.amazon.de': 'EUR',
  'www.amazon.fr': 'EUR',
  'www.amazon.it': 'EUR',
  'www.amazon.es': 'EUR',
  'www.amazon.nl': 'EUR',
  'www.amazon.com.be': 'EUR',
  'www.amazon.ie': 'EUR',
  'www.amazon.se': 'SEK',
  'www.amazon.pl': 'PLN',
  'www.amazon.com.tr': 'TRY',
  'www.amazon.ae': 'AED',
  'www.amazon.sa': 'SAR',
  'www.amazon.eg': 'EGP',
  'www.amazon.in': 'INR',
  'www.amazon.co.jp': 'JPY',
  'www.amazon.sg': 'SGD',
  'www.amazon.com.au': 'AUD',
};

// --- Answers. Loose objects: fields the site does not read may come and go without breaking the check. ---

export const tokenAnswerSchema = z.looseObject({
  access_token: z.string().check(z.minLength(1)),
  expires_in: z.number().check(z.positive()),
  token_type: z.optional(z.string()),
});

const moneySchema = z.looseObject({
  amount: z.number().check(z.nonnegative()),
  currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
  displayAmount: z.string(),
});

const listingSchema = z.looseObject({
  price: z.optional(z.looseObject({ money: z.optional(moneySchema) })),
  availability: z.optional(z.looseObject({ type: z.optional(z.string()), message: z.optional(z.string()) })),
  isBuyBoxWinner: z.optional(z.boolean()),
});

const itemSchema = z.looseObject({
  asin: z.string().check(z.minLength(1)),
  detailPageURL: z.optional(z.string()),
  itemInfo: z.optional(z.looseObject({ title: z.optional(z.looseObject({ displayValue: z.string() })) })),
  images: z.optional(
    z.looseObject({
      primary: z.optional(
        z.looseObject({
          large: z.optional(z.looseObject({ url: z.string(), width: z.number(), height: z.number() })),
        }),
      ),
    }),
  ),
  offersV2: z.optional(z.looseObject({ listings: z.optional(z.array(listingSchema)) })),
});

export const errorEntrySchema = z.looseObject({ code: z.string(), message: z.string() });

export const getItemsAnswerSchema = z.looseObject({
  itemsResult: z.optional(z.looseObject({ items: z.optional(z.array(itemSchema)) })),
  errors: z.optional(z.array(errorEntrySchema)),
});

export type GetItemsAnswer = z.infer<typeof getItemsAnswerSchema>;
export type CreatorsItem = z.infer<typeof itemSchema>;
export type CreatorsListing = z.infer<typeof listingSchema>;
export type CreatorsErrorEntry = z.infer<typeof errorEntrySchema>;

/** A failed call's body: `{ errors: [{ code, message }] }`, or a single `{ code | __type, message }`. */
export const failureBodySchema = z.looseObject({
  errors: z.optional(z.array(errorEntrySchema)),
  code: z.optional(z.string()),
  __type: z.optional(z.string()),
  message: z.optional(z.string()),
  error: z.optional(z.string()),
  error_description: z.optional(z.string()),
});
