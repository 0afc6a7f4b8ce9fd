import { Toaster as SonnerToaster, type ToasterProps as SonnerToasterProps } from 'sonner';
import { vars } from '../../theme/contract.css.ts';
import { bottomNavHeight } from '../Navigation/Navigation.css.ts';

export type ToasterProps = SonnerToasterProps;

/**
 * sonner configured per SPEC §9: bottom-centre, dark, closes after 2000 ms (sonner slides).
 * On phones it sits above the bottom nav and the safe area. Any prop can be overridden.
 */
export function Toaster(props: ToasterProps) {
  return (
    <SonnerToaster
      position="bottom-center"
      theme="dark"
      duration={2000}
      gap={8}
      mobileOffset={{ bottom: `calc(${bottomNavHeight} + 16px + var(--safe-area-bottom, 0px))` }}
      style={{ zIndex: vars.zIndex.toast, fontFamily: vars.font.family.body }}
      toastOptions={{ style: { fontFamily: vars.font.family.body, fontSize: '0.9375rem' } }}
      {...props}
    />
  );
}
