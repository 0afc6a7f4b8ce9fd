// Compile-time only: fails typecheck when index.js and types.d.ts drift apart.
import * as implementation from './index.js';
import type * as declared from './types';

type Declared = typeof declared;

implementation satisfies Omit<Declared, never>;
