/** What a notification says, as a mail renders it. */
export interface MailableNotification {
  title: string;
  body: string;
  /** A path of the web app, or null. */
  url: string | null;
  recipientName: string;
}

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);

/**
 * The mail of a notification, in a text part and an HTML part saying the same: a greeting, the
 * body's paragraphs, and a link to the page it concerns on `publicUrl`.
 */
export function mailOf(note: MailableNotification, publicUrl: string): MailContent {
  const link = note.url === null ? null : new URL(note.url, publicUrl).toString();
  const paragraphs = note.body
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const text = [`Hello ${note.recipientName},`, ...paragraphs, ...(link ? [`Open it: ${link}`] : []), '— Mohalla'].join(
    '\n\n',
  );
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#1f2933">',
    `<p>Hello ${escapeHtml(note.recipientName)},</p>`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`),
    link ? `<p><a href="${escapeHtml(link)}">Open it on Mohalla</a></p>` : '',
    '<p>— Mohalla</p></body></html>',
  ].join('');
  return { subject: note.title, text: `${text}\n`, html };
}
