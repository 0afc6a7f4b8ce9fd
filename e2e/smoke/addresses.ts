import { suiteAddresses } from '../support/addresses';

// The smoke suite runs the development servers on ports of their own: never those of
// `npm run dev` (8787/5173/5174) nor of the e2e suite (18787/15173/15174 + E2E_PORT_OFFSET).
// SMOKE_PORT_OFFSET moves all three.
const offset = Number(process.env.SMOKE_PORT_OFFSET ?? 0);

export const SMOKE = suiteAddresses({
  api: 28787 + offset,
  web: 25173 + offset,
  counselor: 25174 + offset,
});

export type SmokeApp = 'web' | 'counselor';

export const appOrigin = (app: SmokeApp): string => (app === 'web' ? SMOKE.web : SMOKE.counselor);
