import { retailerClickTests } from './support/analytics-helpers';

// The phone's fixed buy bar reports its clicks like every other retailer link (analytics.spec.ts).
retailerClickTests({ position: 'buy-bar', url: async () => '/' });
