// Valid bodies of the counselor back office's products and available times, shared by the 403
// table and the write fuzz.

export const OFFICE_PRODUCT = {
  name: '30분 채팅 타로 상담',
  counselingType: 'CHAT',
  durationMinutes: 30,
  price: 33_000,
  description: '편하게 채팅으로 이야기해요.',
  uploadIds: [],
  enabled: true,
};

export const OFFICE_WEEKLY_HOURS = {
  hours: [
    { weekday: 1, start: '10:00', end: '18:00' },
    { weekday: 3, start: '19:00', end: '23:30' },
  ],
};

export const OFFICE_CLOSED_DAY = { kind: 'CLOSED', date: '2099-12-31' };

export const OFFICE_CLIENT_NOTE = { text: '연애 고민으로 두 번째 상담. 차분한 말투를 좋아해요.' };
