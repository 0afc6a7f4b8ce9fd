import { counselorOfficeMutations, counselorOfficeQueries } from '@arcana/api-client';
import { COUNSELOR_OFFICE_LIMITS, type OwnCertificate } from '@arcana/domain';
import { Button, ProductImage } from '@arcana/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  DeleteConfirm,
  EmptyState,
  LoadError,
  LoadingRows,
  OfficePage,
  RowActions,
  officeStyles as styles,
} from '../office';
import { CertificateDialog } from './CertificateDialog';
import { t } from './intl';

const MAX = COUNSELOR_OFFICE_LIMITS.certificates;

type Editing = { certificate: OwnCertificate | null } | null;

/** 자격증 관리 (/counselor/certificates): the list, and add, edit and delete through dialogs. */
export function CertificatesPage() {
  const list = useQuery(counselorOfficeQueries.certificates());
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<OwnCertificate | null>(null);
  const remove = useMutation(counselorOfficeMutations.deleteCertificate());
  const full = (list.data?.length ?? 0) >= MAX;

  const addButton = (
    <Button disabled={!list.data || full} onClick={() => setEditing({ certificate: null })}>
      {t('counselor.certificates.add')}
    </Button>
  );

  return (
    <OfficePage
      title={t('counselor.certificates.title')}
      lead={
        full ? t('counselor.certificates.full', { max: MAX }) : t('counselor.certificates.lead')
      }
      action={list.data && list.data.length > 0 ? addButton : undefined}
    >
      {list.isError ? (
        <LoadError retrying={list.isFetching} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <LoadingRows rows={3} height={104} />
      ) : list.data.length === 0 ? (
        <EmptyState
          title={t('counselor.certificates.emptyTitle')}
          text={t('counselor.certificates.emptyText')}
          action={addButton}
        />
      ) : (
        <ul className={styles.list} aria-label={t('counselor.certificates.title')}>
          {list.data.map((certificate) => (
            <li key={certificate.id} className={styles.row}>
              <span className={styles.thumb}>
                <ProductImage
                  source={certificate.image}
                  displayWidth={100}
                  alt={t('counselor.certificates.imageAlt', { name: certificate.name })}
                  width={96}
                  height={96}
                />
              </span>
              <div className={styles.rowBody}>
                <span className={styles.rowTitle}>{certificate.name}</span>
                <span className={styles.rowMeta}>
                  {[certificate.issuer, certificate.grade].filter(Boolean).join(' · ')}
                </span>
                {certificate.issuedOn ? (
                  <span className={styles.rowMeta}>
                    {t('counselor.certificates.issuedOnValue', { date: certificate.issuedOn })}
                  </span>
                ) : null}
                <RowActions
                  name={certificate.name}
                  onEdit={() => setEditing({ certificate })}
                  onDelete={() => setDeleting(certificate)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      <CertificateDialog
        open={editing !== null}
        certificate={editing?.certificate ?? null}
        onOpenChange={(open) => (open ? null : setEditing(null))}
      />
      <DeleteConfirm
        target={deleting}
        onClose={() => setDeleting(null)}
        remove={remove}
        title={t('counselor.certificates.deleteTitle')}
        description={t('counselor.certificates.deleteText', { name: deleting?.name ?? '' })}
        done={t('counselor.certificates.deleted')}
      />
    </OfficePage>
  );
}
