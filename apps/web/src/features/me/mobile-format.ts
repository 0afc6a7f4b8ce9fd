// Mobile numbers are stored as digits (DESIGN "Accounts and codes"); screens show them hyphenated.

function groups(digits: string): [string, string, string] | null {
  if (/^010\d{8}$/.test(digits)) return [digits.slice(0, 3), digits.slice(3, 7), digits.slice(7)];
  if (/^01\d{8}$/.test(digits)) return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)];
  return null;
}

/** 01012345678 → 010-1234-5678; anything else comes back unchanged. */
export function formatMobile(digits: string): string {
  const parts = groups(digits);
  return parts ? parts.join('-') : digits;
}

/** 01000000001 → 010-****-0001: the middle group hidden, as Korean apps show it. */
export function maskMobile(digits: string): string {
  const parts = groups(digits);
  if (!parts) return digits;
  return [parts[0], '*'.repeat(parts[1].length), parts[2]].join('-');
}
