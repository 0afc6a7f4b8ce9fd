import { pageHead } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../app/intl';
import { CertificatesPage } from '../../features/profile/CertificatesPage';

export const Route = createFileRoute('/counselor/certificates')({
  head: () => pageHead(t('counselor.certificates.title')),
  staticData: { layout: 'counselor' },
  component: CertificatesPage,
});
