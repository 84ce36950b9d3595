import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { emailField, phoneField } from '@shared/contracts/auth.js';
import { AppError } from '@shared/errors.js';
import { pickLocale } from '@shared/locale.js';
import { localizeMessage } from '@shared/localize-message.js';
import { PENDING_SIGN_IN_COOKIE, readPending, SIGN_IN_FORMS, type PendingSignIn } from '@shared/page-data.js';
import { acceptFormPosts, fieldsOf } from '@server/plugins/html-forms.js';
import type { Address } from './auth.service.js';

/**
 * The sign-in page's two forms posted without the script (decision 039): each answers with a redirect to
 * the page, which the server renders in its next state. Under /api, so the cross-site check of every
 * unsafe API call (plugins/csrf.ts) and the sign-in rate limits apply as to the script's calls.
 */
export async function registerSignInForms(
  app: FastifyInstance,
  opts: {
    ipLimit: object;
    requestCode(address: Address, locale: string | undefined, ip: string): Promise<unknown>;
    signIn(request: FastifyRequest, reply: FastifyReply, address: Address, token: string): Promise<string>;
  },
): Promise<void> {
  await app.register(async (forms) => {
    acceptFormPosts(forms);
    const keep = (request: FastifyRequest, reply: FastifyReply, pending: PendingSignIn) =>
      reply.setCookie(PENDING_SIGN_IN_COOKIE, JSON.stringify(pending), {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        maxAge: 15 * 60,
      });

    // Registered under the API's prefix: the paths are the forms' own without it.
    forms.post(
      SIGN_IN_FORMS.code.replace(/^\/api/, ''),
      { schema: { hide: true }, ...opts.ipLimit },
      async (request, reply) => {
        const form = fieldsOf(request.body);
        const channel = form.channel === 'sms' ? 'sms' : 'email';
        const to = (channel === 'sms' ? form.phone : form.email)?.trim() ?? '';
        const address: Address = channel === 'sms' ? { channel, phone: to } : { channel, email: to };
        // A refused address (empty, malformed, too many codes) comes back to the page with the script's
        // message for it, in the page's language, and the address as typed.
        const refuse = (message: string) => {
          keep(request, reply, {
            channel,
            to,
            problem: localizeMessage(message, pickLocale(form.locale ? [form.locale] : undefined)),
          });
          return reply.redirect('/login', 303);
        };
        const checked = (channel === 'sms' ? phoneField : emailField).safeParse(to);
        if (!checked.success) return refuse(checked.error.issues[0]?.message ?? '');
        try {
          await opts.requestCode(address, form.locale, request.ip);
        } catch (err) {
          if (err instanceof AppError && err.status < 500) return refuse(err.message);
          throw err;
        }
        keep(request, reply, { channel, to });
        return reply.redirect('/login', 303);
      },
    );

    forms.post(
      SIGN_IN_FORMS.signIn.replace(/^\/api/, ''),
      { schema: { hide: true }, ...opts.ipLimit },
      async (request, reply) => {
        const pending = readPending(request.cookies[PENDING_SIGN_IN_COOKIE]);
        if (!pending) return reply.redirect('/login', 303);
        const token = (fieldsOf(request.body).token ?? '').replace(/\D/g, '');
        const address: Address =
          pending.channel === 'sms'
            ? { channel: 'sms', phone: pending.to }
            : { channel: 'email', email: pending.to };
        let redirectTo: string;
        try {
          redirectTo = await opts.signIn(request, reply, address, token);
        } catch {
          keep(request, reply, { ...pending, refused: true });
          return reply.redirect('/login', 303);
        }
        reply.clearCookie(PENDING_SIGN_IN_COOKIE, { path: '/' });
        return reply.redirect(redirectTo, 303);
      },
    );
  });
}
