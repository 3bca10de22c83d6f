export { CreatorsApiClient, type CreatorsApiClientOptions, type CreatorsApiLogger } from './creators-api.client';
export { retailerClientFromConfig, type RetailerClientExtras, type RetailerClientSetup } from './retailer-client-from-config';
