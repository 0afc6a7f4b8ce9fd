import { pageHead } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../app/intl';
import { BankAccountPage } from '../../features/settlement/BankAccountPage';

export const Route = createFileRoute('/counselor/bank-account')({
  head: () => pageHead(t('counselor.bankAccount.title')),
  staticData: { layout: 'counselor' },
  component: BankAccountPage,
});
