// SPEC §9 image capture: scale 2, white background, 500 ms for images to settle, 15 s image
// timeout, PNG. modern-screenshot is imported on the click, never with the page.

/** The options handed to modern-screenshot, exactly as SPEC §9 states them. */
export const IMAGE_CAPTURE_SETTINGS = {
  scale: 2,
  backgroundColor: '#ffffff',
  timeout: 15_000,
  type: 'image/png',
} as const;

/** How long images get to settle before the capture starts. */
export const IMAGE_SETTLE_MS = 500;

/** What a failed image becomes in the picture: nothing (a transparent pixel). */
const SKIPPED_IMAGE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

export type CaptureOptions = {
  /** An image could not be loaded: warn the person (once is the caller's choice); it is skipped. */
  onImageFailed: () => void;
  /**
   * A class put on the element while it is drawn: the picture's background is white (SPEC §9),
   * so a dark theme's light text would vanish; the light theme's class draws it readable.
   */
  className?: string;
  /** For tests: the wait before capturing. */
  wait?: (ms: number) => Promise<void>;
};

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Draws an element as a PNG at twice its CSS size. A failed capture is logged and rethrown. */
export async function captureElementPng(
  element: HTMLElement,
  options: CaptureOptions,
): Promise<Blob> {
  const added = options.className && !element.classList.contains(options.className);
  if (added && options.className) element.classList.add(options.className);
  try {
    await (options.wait ?? sleep)(IMAGE_SETTLE_MS);
    const { domToBlob } = await import('modern-screenshot');
    return await domToBlob(element, {
      ...IMAGE_CAPTURE_SETTINGS,
      fetch: {
        placeholderImage: () => {
          options.onImageFailed();
          return SKIPPED_IMAGE;
        },
      },
    });
  } catch (error) {
    console.error('error while saving image', error);
    throw error;
  } finally {
    if (added && options.className) element.classList.remove(options.className);
  }
}

/** Hands a blob to the browser as a download named `fileName`. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
