import { PRODUCT_NAME } from '@foyer/shared';
import { escapeHtml, type Mail } from '../../platform/mail';

export function passwordResetMail(to: string, name: string, link: string): Mail {
  const subject = `Reset your ${PRODUCT_NAME} password`;
  const text = [
    `Hello ${name},`,
    '',
    `Someone asked to reset the password of your ${PRODUCT_NAME} account.`,
    'Open this link within 1 hour to choose a new password:',
    '',
    link,
    '',
    'If you did not ask for this, ignore this e-mail: your password stays the same.',
    '',
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: system-ui, sans-serif; color: #111827;">
<p>Hello ${escapeHtml(name)},</p>
<p>Someone asked to reset the password of your ${PRODUCT_NAME} account.
Open this link within 1 hour to choose a new password:</p>
<p><a href="${escapeHtml(link)}" style="background:#3b82f6;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none;">Reset password</a></p>
<p style="color:#6b7280;font-size:13px;">Or paste this address into your browser:<br>${escapeHtml(link)}</p>
<p style="color:#6b7280;font-size:13px;">If you did not ask for this, ignore this e-mail: your password stays the same.</p>
</body></html>
`;
  return { to, subject, text, html };
}
