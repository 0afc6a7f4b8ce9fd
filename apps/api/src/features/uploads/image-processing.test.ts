import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ImageRejectedError, processImage, sniffImageFormat } from './image-processing';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#7a3cff' } });

/** A PNG whose header claims width × height; only the header is real. */
function pngClaiming(width: number, height: number, tiny: Buffer): Buffer {
  const png = Buffer.from(tiny);
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

async function rejection(bytes: Uint8Array) {
  const error = await processImage(bytes).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ImageRejectedError);
  return (error as ImageRejectedError).reason;
}

describe('sniffImageFormat', () => {
  it('knows the four formats by their first bytes', async () => {
    expect(sniffImageFormat(await solid(4, 4).jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImageFormat(await solid(4, 4).png().toBuffer())).toBe('png');
    expect(sniffImageFormat(await solid(4, 4).webp().toBuffer())).toBe('webp');
    expect(sniffImageFormat(await solid(4, 4).gif().toBuffer())).toBe('gif');
  });

  it('knows nothing else', async () => {
    expect(sniffImageFormat(new TextEncoder().encode('hello, world'))).toBeNull();
    expect(sniffImageFormat(await solid(4, 4).tiff().toBuffer())).toBeNull();
    expect(sniffImageFormat(new Uint8Array())).toBeNull();
  });
});

describe('processImage', () => {
  it('makes thumbnails 150, 360, 780 and 1600 wide from a 2000×1000 PNG', async () => {
    const result = await processImage(await solid(2000, 1000).png().toBuffer());
    expect(result.original).toMatchObject({
      extension: 'png',
      contentType: 'image/png',
      width: 2000,
      height: 1000,
    });
    expect(result.thumbnails.map(({ slot, image }) => [slot, image.width, image.height])).toEqual([
      [150, 150, 75],
      [360, 360, 180],
      [780, 780, 390],
      [1600, 1600, 800],
    ]);
    for (const { image } of result.thumbnails) {
      expect(image.contentType).toBe('image/webp');
      expect((await sharp(image.bytes).metadata()).format).toBe('webp');
    }
  });

  it('never enlarges: a 500-px-wide image keeps 500 in the 780 and 1600 slots', async () => {
    const result = await processImage(await solid(500, 250).jpeg().toBuffer());
    expect(result.original).toMatchObject({ extension: 'jpg', width: 500, height: 250 });
    expect(result.thumbnails.map(({ slot, image }) => [slot, image.width])).toEqual([
      [150, 150],
      [360, 360],
      [780, 500],
      [1600, 500],
    ]);
  });

  it('turns a photo upright by its EXIF orientation and drops the metadata', async () => {
    // Orientation 6: the camera was turned; the stored 200×100 pixels show a 100×200 picture.
    const photo = await solid(200, 100).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(photo).metadata()).orientation).toBe(6);

    const result = await processImage(photo);

    expect(result.original).toMatchObject({ width: 100, height: 200 });
    const stored = await sharp(result.original.bytes).metadata();
    expect([stored.width, stored.height]).toEqual([100, 200]);
    expect(stored.orientation).toBeUndefined();
    expect(stored.exif).toBeUndefined();
    const thumb = result.thumbnails[0]?.image;
    expect([thumb?.width, thumb?.height]).toEqual([100, 200]);
  });

  it('keeps a WebP as WebP and the first frame of a GIF as PNG', async () => {
    const webp = await processImage(await solid(40, 30).webp().toBuffer());
    expect(webp.original).toMatchObject({ extension: 'webp', width: 40, height: 30 });

    const animated = await sharp({
      // Noise, so the encoder cannot fold identical frames into one.
      create: {
        width: 20,
        height: 30,
        channels: 3,
        background: '#000000',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
        pageHeight: 10,
      },
    })
      .gif()
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(3);

    const gif = await processImage(animated);
    expect(gif.original).toMatchObject({ extension: 'png', width: 20, height: 10 });
  });

  it('refuses a text file renamed to .png', async () => {
    expect(await rejection(new TextEncoder().encode('이건 그림이 아니에요'))).toBe('not-an-image');
  });

  it('refuses an SVG and a TIFF, which the decoder could read', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>';
    expect(await rejection(new TextEncoder().encode(svg))).toBe('not-an-image');
    expect(await rejection(await solid(10, 10).tiff().toBuffer())).toBe('not-an-image');
  });

  it('refuses a PNG signature over garbage and a truncated PNG', async () => {
    const png = await solid(300, 300).png({ compressionLevel: 0 }).toBuffer();
    const garbage = Buffer.concat([png.subarray(0, 8), Buffer.alloc(64, 7)]);
    expect(await rejection(garbage)).toBe('not-an-image');
    expect(await rejection(png.subarray(0, png.length / 2))).toBe('not-an-image');
  });

  it('refuses more than 40 megapixels before decoding them', async () => {
    const tiny = await solid(1, 1).png().toBuffer();
    expect(await rejection(pngClaiming(8000, 5001, tiny))).toBe('too-many-pixels');
  });
});
