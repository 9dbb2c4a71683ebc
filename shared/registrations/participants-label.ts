/** « 1 participant », « 3 participants »: how e-mails, SMS and invitations count a registration. */
export function participantsLabel(n: number): string {
  return n === 1 ? "1 participant" : `${n} participants`;
}
