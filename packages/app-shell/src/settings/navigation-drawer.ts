import { atom } from 'jotai';

/** SPEC §4: the navigation drawer starts closed. */
export const navigationDrawerOpenAtom = atom(false);
