import nodemailer from 'nodemailer';
import type { EmailPort } from '@server/ports/email.js';

/** Sends through an SMTP server (SMTP_URL, e.g. smtps://user:pass@host:465). */
export function smtpEmail(url: string, from: string): EmailPort {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        messageId: `<${message.id}@portal>`,
      });
    },
  };
}
