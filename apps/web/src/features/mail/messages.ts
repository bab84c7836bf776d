/** Texts of the notice about e-mails waiting for the mail server (docs/product.md §9 "Mail"). */
export const MAIL_TEXT = {
  bannerLabel: 'E-mail delivery',
  waiting: (count: number, since: string) =>
    `${count} ${count === 1 ? 'e-mail' : 'e-mails'} waiting: the mail server has not answered since ${since}`,
  hint: 'Invitations and password resets go out by themselves once it answers.',
};
