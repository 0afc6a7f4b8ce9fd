/** /counseling/sessions/{id} without senderType: times, minutes used, money, transcript link. */
export function SessionDetailPage(_props: { id: number }) {
  return null;
}
