// Valid bodies of the counselor back office's routes, shared by the 403 table and the fuzz.

export const OFFICE_CERTIFICATE = {
  name: '타로 상담사 1급',
  issuer: '한국타로협회',
  grade: '1급',
  issuedOn: '2020-03-02',
  uploadId: null,
};

export const OFFICE_FAQ = {
  question: '상담은 어떻게 진행되나요?',
  answer: '채팅으로 편하게 이야기해요.',
};

export const OFFICE_ADDRESS = {
  zipCode: '03171',
  roadAddress: '서울특별시 종로구 세종대로 209 (세종로)',
  jibunAddress: '서울특별시 종로구 세종로 77-6',
  detail: '3층',
};
