import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { drawOneCard } from '../../support/readings';

// 이미지로 저장 gives a real PNG at twice the sheet's CSS size (SPEC §9: scale 2, PNG).

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

test('the reading saved as an image is a PNG twice the size of the sheet', async ({ page }) => {
  await drawOneCard(page, { character: 3, card: 20 });

  const sheet = page.getByTestId('reading-result');
  const size = await sheet.evaluate((element) => ({
    width: (element as HTMLElement).offsetWidth,
    height: (element as HTMLElement).offsetHeight,
  }));
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '이미지로 저장' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^arcana-reading-\d+\.png$/);
  const png = await readFile((await download.path()) ?? '');

  expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  // The first chunk is IHDR: length (4), type (4), then width and height, big-endian.
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  expect(Math.abs(width - size.width * 2)).toBeLessThanOrEqual(2);
  expect(Math.abs(height - size.height * 2)).toBeLessThanOrEqual(2);
});
