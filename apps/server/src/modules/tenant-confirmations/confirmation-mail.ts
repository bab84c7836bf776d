import { PRODUCT_NAME, TENANT_CONFIRMATION_MESSAGES } from '@foyer/shared';
import { escapeHtml, type Mail } from '../../platform/mail';

export interface ConfirmationMailInput {
  to: string;
  companyName: string;
  buildingName: string;
  /** Who manages the building, as the public page names it ('' when it would add nothing). */
  managerName: string;
  link: string;
}

/** 'Is your listing correct?' (docs/product.md §15): one company, one link, no other company named. */
export function confirmationMail(input: ConfirmationMailInput): Mail {
  const { to, companyName, buildingName, managerName, link } = input;
  const subject = TENANT_CONFIRMATION_MESSAGES.mailSubject(buildingName);
  const from = managerName
    ? `${managerName}, the management of ${buildingName}`
    : `The management of ${buildingName}`;
  const ask = `${from} keeps the lobby directory up to date. Please check how ${companyName} is listed on its screens, and tell us whether it is correct or what should change.`;
  const text = [
    'Hello,',
    '',
    ask,
    'It takes a minute and needs no account. This link works for 30 days:',
    '',
    link,
    '',
    `If ${companyName} is not your company, you can ignore this e-mail.`,
    '',
    `Sent with ${PRODUCT_NAME}`,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: system-ui, sans-serif; color: #111827;">
<p>Hello,</p>
<p>${escapeHtml(ask)}</p>
<p>It takes a minute and needs no account. This link works for 30 days:</p>
<p><a href="${escapeHtml(link)}" style="background:#3b82f6;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none;">Check your listing</a></p>
<p style="color:#6b7280;font-size:13px;">Or paste this address into your browser:<br>${escapeHtml(link)}</p>
<p style="color:#6b7280;font-size:13px;">If ${escapeHtml(companyName)} is not your company, you can ignore this e-mail.</p>
</body></html>
`;
  return { to, subject, text, html };
}
