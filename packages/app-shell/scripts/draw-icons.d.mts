/** Each app's icon colours (background of the square, the star). */
export declare const ICON_COLORS: Record<string, { back: string; star: string }>;

/** The logo mark as SVG; `size` in pixels, none for a scalable SVG. */
export declare function iconSvg(app: string, options: { rounded: boolean; size?: number }): string;

/** Every icon file of an app, by file name (favicon.svg, icon-192.png, ...). */
export declare function drawIcons(app: string): Promise<Map<string, Buffer>>;
