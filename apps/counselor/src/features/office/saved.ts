import { showToast } from '@arcana/app-shell';
import { t } from './intl';

/** The save feedback every back-office form gives: a short success toast. */
export function showSaved(message: string = t('counselor.office.saved')) {
  void showToast(message, 'success');
}
