import { CounselorGate } from '@arcana/app-shell';
import { env } from '../../env';
import { IncomingRequests } from './IncomingRequests';

/**
 * The /counselor layout: every page for counselors (the gate explains itself to anyone else),
 * with the incoming-requests panel over whichever page is open.
 */
export function CounselorPages() {
  return (
    <>
      <CounselorGate applicationHref={`${env.webOrigin}/counselor/application`} />
      <IncomingRequests />
    </>
  );
}
