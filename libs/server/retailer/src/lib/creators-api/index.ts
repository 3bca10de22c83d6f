export { retailerClientFromConfig, type RetailerClientExtras, type RetailerClientSetup } from './retailer-client-from-config';
