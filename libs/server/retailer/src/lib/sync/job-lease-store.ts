// The lease store is shared by every leased job (the retailer sync, the newsletter sender): it lives in core.
export { JobLeaseStore } from '@bcg/server/core';
