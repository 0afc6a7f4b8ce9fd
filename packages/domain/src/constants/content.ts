// The content lists' fixed values, apart from their valibot schemas (schemas/content.ts) so a
// page that only reads an address (`?category=`, `?state=`) does not load the schemas, and apart
// from their labels (content-labels.ts), which only the content pages draw.

export const NOTICE_CATEGORIES = ['NOTICE', 'UPDATE', 'MAINTENANCE', 'POLICY'] as const;
export type NoticeCategory = (typeof NOTICE_CATEGORIES)[number];

export const EVENT_STATES = ['ONGOING', 'UPCOMING', 'ENDED'] as const;
export type EventState = (typeof EVENT_STATES)[number];
