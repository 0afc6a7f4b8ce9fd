import {
  type AddressSearchPage,
  addressSearchPageSchema,
  type BankAccountRequest,
  bankAccountSchema,
  type CertificateRequest,
  type CounselorAddress,
  type CounselorFaqRequest,
  type CounselorSelf,
  counselorAddressSchema,
  counselorFaqSchema,
  counselorSelfSchema,
  type GalleryAddRequest,
  galleryImageSchema,
  nameExistsSchema,
  ownCertificateSchema,
  sendCodeResponseSchema,
  type UpdateCounselorRequest,
} from '@arcana/domain';
import * as v from 'valibot';
import { apiFetch } from '../http';

// The counselor back office, profile side (issue 11): the counselor's own profile, details,
// keywords, picture, certificates, gallery, FAQs, address, tax e-mail, settlement account and
// the pause switch. Writes answer what the screen shows next (the profile or the whole list).
// Calls whose refusals the forms explain in place (NAME_TAKEN, CODE_MISMATCH, …) are silent.

type CallOptions = { signal?: AbortSignal };

const BASE = '/api/client/counselor';
const certificatesSchema = v.array(ownCertificateSchema);
const gallerySchema = v.array(galleryImageSchema);
const faqsSchema = v.array(counselorFaqSchema);

/** GET /api/client/counselor: the caller's profile (an applicant at level 0 too). */
export function fetchCounselorSelf(options: CallOptions = {}): Promise<CounselorSelf> {
  return apiFetch(BASE, { schema: counselorSelfSchema, ...options });
}

/** PUT /api/client/counselor; 409 NAME_TAKEN is shown on the name field. */
export function updateCounselorSelf(request: UpdateCounselorRequest) {
  return apiFetch(BASE, {
    method: 'PUT',
    body: request,
    schema: counselorSelfSchema,
    silent: true,
  });
}

/** GET /api/client/counselors/exists-name?name=: the caller's own name is never taken. */
export function fetchCounselorNameExists(name: string, options: CallOptions = {}) {
  return apiFetch('/api/client/counselors/exists-name', {
    query: { name },
    schema: nameExistsSchema,
    silent: true,
    ...options,
  });
}

export function setCounselorProfileImage(uploadId: string) {
  return apiFetch(`${BASE}/profile-image`, {
    method: 'PATCH',
    body: { uploadId },
    schema: counselorSelfSchema,
  });
}

export function removeCounselorProfileImage() {
  return apiFetch(`${BASE}/profile-image`, { method: 'DELETE', schema: counselorSelfSchema });
}

export function setCounselorDetails(details: string) {
  return apiFetch(`${BASE}/details`, {
    method: 'POST',
    body: { details },
    schema: counselorSelfSchema,
  });
}

export function setCounselorKeywords(keywords: string[]) {
  return apiFetch(`${BASE}/keywords`, {
    method: 'PATCH',
    body: { keywords },
    schema: counselorSelfSchema,
  });
}

/** PATCH /api/client/counselor/enabled: false pauses the whole account (hidden, no orders). */
export function setCounselorEnabled(value: boolean) {
  return apiFetch(`${BASE}/enabled`, {
    method: 'PATCH',
    body: { value },
    schema: counselorSelfSchema,
  });
}

// ---- certificates, gallery, FAQs ----

export function fetchCounselorCertificates(options: CallOptions = {}) {
  return apiFetch(`${BASE}/certificates`, { schema: certificatesSchema, ...options });
}

export function addCounselorCertificate(request: CertificateRequest) {
  return apiFetch(`${BASE}/certificates`, {
    method: 'POST',
    body: request,
    schema: certificatesSchema,
  });
}

export function updateCounselorCertificate(id: number, request: CertificateRequest) {
  return apiFetch(`${BASE}/certificates/${id}`, {
    method: 'PUT',
    body: request,
    schema: certificatesSchema,
  });
}

export function deleteCounselorCertificate(id: number) {
  return apiFetch(`${BASE}/certificates/${id}`, { method: 'DELETE', schema: certificatesSchema });
}

export function fetchCounselorGallery(options: CallOptions = {}) {
  return apiFetch(`${BASE}/gallery`, { schema: gallerySchema, ...options });
}

export function addCounselorGalleryImage(request: GalleryAddRequest) {
  return apiFetch(`${BASE}/gallery`, { method: 'POST', body: request, schema: gallerySchema });
}

/** PATCH …/gallery/{id}: the picture's caption (0–60 characters). */
export function captionCounselorGalleryImage(id: number, caption: string) {
  return apiFetch(`${BASE}/gallery/${id}`, {
    method: 'PATCH',
    body: { caption },
    schema: gallerySchema,
  });
}

export function deleteCounselorGalleryImage(id: number) {
  return apiFetch(`${BASE}/gallery/${id}`, { method: 'DELETE', schema: gallerySchema });
}

/** PUT …/gallery/order: exactly the counselor's ids (409 ORDER_MISMATCH otherwise). */
export function orderCounselorGallery(ids: number[]) {
  return apiFetch(`${BASE}/gallery/order`, {
    method: 'PUT',
    body: { ids },
    schema: gallerySchema,
  });
}

export function fetchCounselorFaqs(options: CallOptions = {}) {
  return apiFetch(`${BASE}/faqs`, { schema: faqsSchema, ...options });
}

export function addCounselorFaq(request: CounselorFaqRequest) {
  return apiFetch(`${BASE}/faqs`, { method: 'POST', body: request, schema: faqsSchema });
}

export function updateCounselorFaq(id: number, request: CounselorFaqRequest) {
  return apiFetch(`${BASE}/faqs/${id}`, { method: 'PUT', body: request, schema: faqsSchema });
}

export function deleteCounselorFaq(id: number) {
  return apiFetch(`${BASE}/faqs/${id}`, { method: 'DELETE', schema: faqsSchema });
}

export function orderCounselorFaqs(ids: number[]) {
  return apiFetch(`${BASE}/faqs/order`, { method: 'PUT', body: { ids }, schema: faqsSchema });
}

// ---- address, tax e-mail, bank account ----

export function fetchCounselorAddress(options: CallOptions = {}) {
  return apiFetch(`${BASE}/address`, { schema: v.nullable(counselorAddressSchema), ...options });
}

export function saveCounselorAddress(address: CounselorAddress) {
  return apiFetch(`${BASE}/address`, {
    method: 'PUT',
    body: address,
    schema: counselorAddressSchema,
  });
}

/** GET …/address/search?keyword=&page=: 10 per page; 502 when the address service fails. */
export function searchCounselorAddress(
  keyword: string,
  page = 1,
  options: CallOptions = {},
): Promise<AddressSearchPage> {
  return apiFetch(`${BASE}/address/search`, {
    query: { keyword, page },
    schema: addressSearchPageSchema,
    silent: true,
    ...options,
  });
}

/** Sends a TAX_EMAIL code to the new address; 429 CODE_RESEND_TOO_SOON within 60 s. */
export function sendTaxEmailCode(value: string) {
  return apiFetch(`${BASE}/tax-email/send-verification-code`, {
    method: 'POST',
    body: { value },
    schema: sendCodeResponseSchema,
    silent: true,
  });
}

/** With the right code the address becomes the tax e-mail; 400 CODE_MISMATCH changes nothing. */
export function verifyTaxEmail(email: string, code: string) {
  return apiFetch(`${BASE}/tax-email/verify-and-update`, {
    method: 'POST',
    body: { email, code },
    schema: counselorSelfSchema,
    silent: true,
  });
}

/** The settlement account, its number masked (the owner sees only the last 4 digits too). */
export function fetchCounselorBankAccount(options: CallOptions = {}) {
  return apiFetch(`${BASE}/bank-account`, { schema: v.nullable(bankAccountSchema), ...options });
}

export function saveCounselorBankAccount(request: BankAccountRequest) {
  return apiFetch(`${BASE}/bank-account`, {
    method: 'PUT',
    body: request,
    schema: bankAccountSchema,
  });
}
