import { PRODUCT_NAME, type Role } from '@foyer/shared';
import { escapeHtml, type Mail } from '../../platform/mail';

export interface InvitationMailInput {
  to: string;
  name: string;
  inviterName: string;
  organizationName: string;
  role: Role;
  link: string;
}

const withArticle = (role: Role) =>
  role === 'Admin' || role === 'Editor' || role === 'Owner' ? `an ${role}` : `a ${role}`;

export function invitationMail(input: InvitationMailInput): Mail {
  const { to, name, inviterName, organizationName, role, link } = input;
  const subject = `${inviterName} invited you to ${organizationName} on ${PRODUCT_NAME}`;
  const invited = `${inviterName} invited you to join ${organizationName} on ${PRODUCT_NAME} as ${withArticle(role)}.`;
  const text = [
    `Hello ${name},`,
    '',
    invited,
    'Open this link within 7 days to create your account:',
    '',
    link,
    '',
    'If you did not expect this invitation, you can ignore this e-mail.',
    '',
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: system-ui, sans-serif; color: #111827;">
<p>Hello ${escapeHtml(name)},</p>
<p>${escapeHtml(invited)}<br>Open this link within 7 days to create your account:</p>
<p><a href="${escapeHtml(link)}" style="background:#3b82f6;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none;">Accept invitation</a></p>
<p style="color:#6b7280;font-size:13px;">Or paste this address into your browser:<br>${escapeHtml(link)}</p>
<p style="color:#6b7280;font-size:13px;">If you did not expect this invitation, you can ignore this e-mail.</p>
</body></html>
`;
  return { to, subject, text, html };
}
