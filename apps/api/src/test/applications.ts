// A valid counselor application (POST /api/client/counselor-applications), shared by the
// applications tests, the 403 table and the fuzz. The name must be one no counselor uses.

export function applicationBody(name: string, categoryIds: number[] = [1]) {
  return {
    name,
    introduction: '연애와 속마음 고민을 차분하게 읽어 드려요.',
    careerYears: 3,
    categoryIds,
    certificate: {
      name: '타로심리상담사 2급',
      issuer: '한국타로심리협회',
      grade: '2급',
      issuedOn: '2024-05-18',
      uploadId: null as string | null,
    },
    answer:
      '대학 상담 동아리에서 친구들 고민을 들어 주다가 타로를 배웠어요. 2년 동안 타로 카페에서 600회 넘게 대면 상담을 했어요.',
    agreements: { terms: true as const },
  };
}
