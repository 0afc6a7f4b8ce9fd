import { afterEach, describe, expect, it, vi } from 'vitest';

const domToBlob = vi.fn();
vi.mock('modern-screenshot', () => ({ domToBlob }));

const { captureElementPng, IMAGE_SETTLE_MS } = await import('./capture-png');

afterEach(() => {
  vi.restoreAllMocks();
  domToBlob.mockReset();
});

describe('captureElementPng', () => {
  it('captures with SPEC §9 settings: scale 2, white, 15 s image timeout, PNG, after 500 ms', async () => {
    const png = new Blob(['png'], { type: 'image/png' });
    domToBlob.mockResolvedValue(png);
    const wait = vi.fn(async () => {});
    const element = {} as HTMLElement;

    const blob = await captureElementPng(element, { onImageFailed: () => {}, wait });

    expect(blob).toBe(png);
    expect(wait).toHaveBeenCalledWith(500);
    expect(IMAGE_SETTLE_MS).toBe(500);
    expect(domToBlob).toHaveBeenCalledWith(
      element,
      expect.objectContaining({
        scale: 2,
        backgroundColor: '#ffffff',
        timeout: 15000,
        type: 'image/png',
      }),
    );
  });

  it('draws the element in the class it is given, and takes the class off again', async () => {
    const classes = new Set<string>();
    const element = {
      classList: {
        contains: (name: string) => classes.has(name),
        add: (name: string) => classes.add(name),
        remove: (name: string) => classes.delete(name),
      },
    } as unknown as HTMLElement;
    domToBlob.mockImplementation(async () => {
      expect(classes.has('light')).toBe(true);
      return new Blob(['png']);
    });

    await captureElementPng(element, {
      className: 'light',
      onImageFailed: () => {},
      wait: async () => {},
    });

    expect(classes.has('light')).toBe(false);
  });

  it('skips an image that fails, telling the caller so it can warn', async () => {
    domToBlob.mockImplementation(async (_element, options) => {
      const placeholder = options.fetch.placeholderImage();
      return new Blob([placeholder]);
    });
    const onImageFailed = vi.fn();

    await captureElementPng({} as HTMLElement, { onImageFailed, wait: async () => {} });

    expect(onImageFailed).toHaveBeenCalledTimes(1);
    const [, options] = domToBlob.mock.calls[0] ?? [];
    expect(options.fetch.placeholderImage()).toMatch(/^data:image\/png;base64,/);
  });

  it("logs a failed capture as 'error while saving image' and rethrows it", async () => {
    const failure = new Error('canvas tainted');
    domToBlob.mockRejectedValue(failure);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});

    const capture = captureElementPng({} as HTMLElement, {
      onImageFailed: () => {},
      wait: async () => {},
    });

    await expect(capture).rejects.toBe(failure);
    expect(log).toHaveBeenCalledWith('error while saving image', failure);
  });
});
