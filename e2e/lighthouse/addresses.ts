import { suiteAddresses } from '../support/addresses';

/** The Lighthouse run's own servers: apart from `npm run dev`, the e2e and the smoke suites. */
export const LIGHTHOUSE = suiteAddresses({ api: 38787, web: 35173, counselor: 35174 });
