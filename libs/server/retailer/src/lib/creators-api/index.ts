export { CreatorsApiClient } from './creators-api.client';
export { retailerClientFromConfig } from './retailer-client-from-config';
