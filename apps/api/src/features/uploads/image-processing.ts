import { STORED_THUMBNAIL_WIDTHS, type StoredThumbnailWidth } from '@arcana/domain';
import sharp, { type Sharp } from 'sharp';

// Upload rules: what a profile or product image may be, and the files the api keeps of it.

export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** A phone photo is 12–50 MP; more than this is a decompression bomb, not a picture. */
export const UPLOAD_MAX_PIXELS = 40_000_000;

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';

export type ImageRejection = 'not-an-image' | 'too-many-pixels';

export class ImageRejectedError extends Error {
  override name = 'ImageRejectedError';
  readonly reason: ImageRejection;
  constructor(reason: ImageRejection, options?: { cause?: unknown }) {
    super(`Image rejected: ${reason}`, options);
    this.reason = reason;
  }
}

export type EncodedImage = {
  bytes: Uint8Array;
  extension: 'jpg' | 'png' | 'webp';
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
  width: number;
  height: number;
};

export type ProcessedImage = {
  original: EncodedImage;
  thumbnails: ReadonlyArray<{ slot: StoredThumbnailWidth; image: EncodedImage }>;
};

/**
 * The format by the file's first bytes. Only these four ever reach the decoder, so an SVG,
 * TIFF or anything else libvips could read is refused before it is parsed.
 */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  const ascii = (start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

const decoderOptions = { limitInputPixels: UPLOAD_MAX_PIXELS, pages: 1 } as const;

/**
 * Checks the bytes really are one of the four formats, then re-encodes them: turned upright
 * by their EXIF orientation, every metadata block (EXIF, GPS, ICC comments) dropped, and the
 * thumbnails of SPEC §3 made as WebP without enlarging a small picture.
 */
export async function processImage(bytes: Uint8Array): Promise<ProcessedImage> {
  const format = sniffImageFormat(bytes);
  if (!format) throw new ImageRejectedError('not-an-image');

  // The header alone tells the size, so a bomb is refused before any pixel is decoded.
  const metadata = await sharp(bytes, { pages: 1 })
    .metadata()
    .catch((error: unknown) => {
      throw new ImageRejectedError('not-an-image', { cause: error });
    });
  if (metadata.format !== format) throw new ImageRejectedError('not-an-image');
  const width = metadata.width ?? 0;
  const height = metadata.pageHeight ?? metadata.height ?? 0;
  if (width < 1 || height < 1) throw new ImageRejectedError('not-an-image');
  if (width * height > UPLOAD_MAX_PIXELS) throw new ImageRejectedError('too-many-pixels');

  const upright = sharp(bytes, decoderOptions).autoOrient();
  try {
    const original = await encode(reencodeOriginal(upright.clone(), format), originalKind(format));
    const thumbnails = await Promise.all(
      STORED_THUMBNAIL_WIDTHS.map(async (slot) => ({
        slot,
        image: await encode(
          upright.clone().resize({ width: slot, withoutEnlargement: true }).webp({ quality: 82 }),
          'webp',
        ),
      })),
    );
    return { original, thumbnails };
  } catch (error) {
    // A header that parses over a body that does not (truncated, corrupt) is still not an image.
    throw new ImageRejectedError('not-an-image', { cause: error });
  }
}

// A GIF keeps only its first frame, so it is stored as a PNG (lossless, keeps transparency).
function originalKind(format: ImageFormat): EncodedImage['extension'] {
  if (format === 'jpeg') return 'jpg';
  if (format === 'webp') return 'webp';
  return 'png';
}

function reencodeOriginal(pipeline: Sharp, format: ImageFormat): Sharp {
  switch (format) {
    case 'jpeg':
      return pipeline.jpeg({ quality: 90, mozjpeg: true });
    case 'webp':
      return pipeline.webp({ quality: 90 });
    case 'png':
    case 'gif':
      return pipeline.png();
    default:
      return format satisfies never;
  }
}

const contentTypes = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
} as const satisfies Record<EncodedImage['extension'], EncodedImage['contentType']>;

async function encode(pipeline: Sharp, extension: EncodedImage['extension']) {
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return {
    bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
    extension,
    contentType: contentTypes[extension],
    width: info.width,
    height: info.height,
  } satisfies EncodedImage;
}
