import { onlineManager, useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { t } from '@shared/i18n';
import { useHandlesError } from '@client/lib/error-reporting';
import { queued, queuedWrites, type HelpTicketInput, type Queued } from '@client/lib/offline-queue';
import { Dialog } from '@client/ui/Dialog';
import '@shared/messages/help-chat';
import { ScriptForm } from '@client/ui/ScriptForm';
import { FieldError } from '@client/ui/FieldError';

interface Form {
  body: string;
}

/** The help-chat widget: a question becomes a help-desk ticket that a Success Coach answers. */
export function HelpChat({ onClose }: { onClose: () => void }) {
  const [sent, setSent] = useState<false | 'sent' | 'queued'>(false);
  const [serverError, setServerError] = useState<string | null>(null);
  // One key per question: a double tap or a retry after a timeout makes one ticket.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  // A queued write: asked without signal, the question waits on the phone and goes out once it is back.
  const ticket = useHandlesError(
    useMutation<unknown, Error, Queued<HelpTicketInput>>({ mutationKey: queuedWrites.helpTicket }),
  );
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Form>({ defaultValues: { body: '' } });

  const submit = handleSubmit(async ({ body }) => {
    setServerError(null);
    const write = queued<HelpTicketInput>(
      { subject: 'Help chat question', body, group_id: 'Success', tags: ['help-chat'] },
      idempotencyKey,
    );
    if (!onlineManager.isOnline()) {
      ticket.mutate(write);
      setSent('queued');
      return;
    }
    try {
      await ticket.mutateAsync(write);
      setSent('sent');
    } catch (err) {
      setServerError((err as Error).message);
    }
  });

  return (
    <Dialog title={t('helpChat.title')} onClose={onClose}>
      {sent ? (
        <p role="status">{sent === 'queued' ? t('helpChat.queued') : t('helpChat.sent')}</p>
      ) : (
        <ScriptForm onSubmit={submit} noValidate>
          <p>{t('helpChat.body')}</p>
          <div className={`field${errors.body ? ' field-invalid' : ''}`}>
            <label htmlFor="help-question">{t('helpChat.label')}</label>
            <textarea
              id="help-question"
              rows={5}
              aria-invalid={errors.body ? true : undefined}
              aria-describedby={errors.body ? 'help-question-error' : undefined}
              {...register('body', {
                validate: (v) => (v.trim() ? true : t('helpChat.required')),
                maxLength: { value: 2000, message: t('helpChat.tooLong') },
              })}
            />
            {errors.body && (
              <p id="help-question-error" className="field-error" role="alert">
                {errors.body.message}
              </p>
            )}
          </div>
          <FieldError error={serverError} />
          <button type="submit" className="button button-primary button-block" disabled={isSubmitting}>
            {isSubmitting ? t('helpChat.sending') : t('helpChat.send')}
          </button>
        </ScriptForm>
      )}
    </Dialog>
  );
}
