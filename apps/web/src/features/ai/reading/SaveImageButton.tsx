import { showToast } from '@arcana/app-shell';
import { Button, lightTheme } from '@arcana/ui';
import { type RefObject, useState } from 'react';
import { captureElementPng, downloadBlob } from '../capture/capture-png';
import { t } from '../intl';

/** 이미지로 저장: the sheet as a PNG at twice its size (SPEC §9). */
export function SaveImageButton({
  sheet,
  fileName,
}: {
  sheet: RefObject<HTMLElement | null>;
  fileName: string;
}) {
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const element = sheet.current;
    if (!element || saving) return;
    setSaving(true);
    let warned = false;
    try {
      const blob = await captureElementPng(element, {
        className: lightTheme,
        onImageFailed: () => {
          if (warned) return;
          warned = true;
          void showToast(t('web.ai.reading.imageSkipped'), 'error');
        },
      });
      downloadBlob(blob, fileName);
      void showToast(t('web.ai.reading.imageSaved'), 'success');
    } catch {
      void showToast(t('web.ai.reading.imageFailed'), 'error');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Button variant="secondary" loading={saving} onClick={save}>
      {saving ? t('web.ai.reading.savingImage') : t('web.ai.reading.saveImage')}
    </Button>
  );
}
