import type {
  BankAccountRequest,
  CertificateRequest,
  CounselorAddress,
  CounselorFaqRequest,
  CounselorSelf,
  GalleryAddRequest,
  UpdateCounselorRequest,
} from '@arcana/domain';
import { type MutationFunctionContext, mutationOptions } from '@tanstack/react-query';
import { counselingQueries } from '../counseling/queries';
import {
  addCounselorCertificate,
  addCounselorFaq,
  addCounselorGalleryImage,
  captionCounselorGalleryImage,
  deleteCounselorCertificate,
  deleteCounselorFaq,
  deleteCounselorGalleryImage,
  orderCounselorFaqs,
  orderCounselorGallery,
  removeCounselorProfileImage,
  saveCounselorAddress,
  saveCounselorBankAccount,
  sendTaxEmailCode,
  setCounselorDetails,
  setCounselorEnabled,
  setCounselorKeywords,
  setCounselorProfileImage,
  updateCounselorCertificate,
  updateCounselorFaq,
  updateCounselorSelf,
  verifyTaxEmail,
} from './profile-fetchers';
import { counselorOfficeQueries as q } from './profile-queries';

// Each write answers what the screen shows next: the answer goes straight into the cache, and
// the public profile's pages (counseling queries) are marked stale.

const key = (name: string) => [...q.all(), name];

function keepSelf(self: CounselorSelf, context: MutationFunctionContext) {
  context.client.setQueryData(q.self().queryKey, self);
  void context.client.invalidateQueries({ queryKey: counselingQueries.all() });
}

/** A write whose answer is the whole profile. */
function selfWrite<TVariables>(
  name: string,
  write: (variables: TVariables) => Promise<CounselorSelf>,
) {
  return () =>
    mutationOptions({
      mutationKey: key(name),
      mutationFn: write,
      onSuccess: (self, _variables, _result, context) => keepSelf(self, context),
    });
}

/** A write whose answer is a whole list, kept under `queryKey`. */
function listWrite<TVariables, TList>(
  name: string,
  queryKey: readonly unknown[],
  write: (variables: TVariables) => Promise<TList>,
) {
  return () =>
    mutationOptions({
      mutationKey: key(name),
      mutationFn: write,
      onSuccess: (list, _variables, _result, { client }) => {
        client.setQueryData(queryKey, list);
        void client.invalidateQueries({ queryKey: counselingQueries.all() });
      },
    });
}

const certificates = q.certificates().queryKey;
const gallery = q.gallery().queryKey;
const faqs = q.faqs().queryKey;

export const counselorOfficeMutations = {
  update: selfWrite('update', (request: UpdateCounselorRequest) => updateCounselorSelf(request)),
  setProfileImage: selfWrite('profile-image', (uploadId: string) =>
    setCounselorProfileImage(uploadId),
  ),
  removeProfileImage: selfWrite('profile-image-remove', () => removeCounselorProfileImage()),
  setDetails: selfWrite('details', (details: string) => setCounselorDetails(details)),
  setKeywords: selfWrite('keywords', (keywords: string[]) => setCounselorKeywords(keywords)),
  setEnabled: selfWrite('enabled', (value: boolean) => setCounselorEnabled(value)),
  verifyTaxEmail: selfWrite(
    'tax-email-verify',
    ({ email, code }: { email: string; code: string }) => verifyTaxEmail(email, code),
  ),
  sendTaxEmailCode: () =>
    mutationOptions({
      mutationKey: key('tax-email-send'),
      mutationFn: (value: string) => sendTaxEmailCode(value),
    }),

  addCertificate: listWrite('certificate-add', certificates, (request: CertificateRequest) =>
    addCounselorCertificate(request),
  ),
  updateCertificate: listWrite(
    'certificate-update',
    certificates,
    ({ id, request }: { id: number; request: CertificateRequest }) =>
      updateCounselorCertificate(id, request),
  ),
  deleteCertificate: listWrite('certificate-delete', certificates, (id: number) =>
    deleteCounselorCertificate(id),
  ),

  addGalleryImage: listWrite('gallery-add', gallery, (request: GalleryAddRequest) =>
    addCounselorGalleryImage(request),
  ),
  captionGalleryImage: listWrite(
    'gallery-caption',
    gallery,
    ({ id, caption }: { id: number; caption: string }) => captionCounselorGalleryImage(id, caption),
  ),
  deleteGalleryImage: listWrite('gallery-delete', gallery, (id: number) =>
    deleteCounselorGalleryImage(id),
  ),
  orderGallery: listWrite('gallery-order', gallery, (ids: number[]) => orderCounselorGallery(ids)),

  addFaq: listWrite('faq-add', faqs, (request: CounselorFaqRequest) => addCounselorFaq(request)),
  updateFaq: listWrite(
    'faq-update',
    faqs,
    ({ id, request }: { id: number; request: CounselorFaqRequest }) =>
      updateCounselorFaq(id, request),
  ),
  deleteFaq: listWrite('faq-delete', faqs, (id: number) => deleteCounselorFaq(id)),
  orderFaqs: listWrite('faq-order', faqs, (ids: number[]) => orderCounselorFaqs(ids)),

  saveAddress: () =>
    mutationOptions({
      mutationKey: key('address'),
      mutationFn: (address: CounselorAddress) => saveCounselorAddress(address),
      onSuccess: (address, _variables, _result, { client }) => {
        client.setQueryData(q.address().queryKey, address);
        void client.invalidateQueries({ queryKey: q.self().queryKey, exact: true });
      },
    }),
  saveBankAccount: () =>
    mutationOptions({
      mutationKey: key('bank-account'),
      mutationFn: (request: BankAccountRequest) => saveCounselorBankAccount(request),
      onSuccess: (account, _variables, _result, { client }) => {
        client.setQueryData(q.bankAccount().queryKey, account);
        void client.invalidateQueries({ queryKey: q.self().queryKey, exact: true });
      },
    }),
};
