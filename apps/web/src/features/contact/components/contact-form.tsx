import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { TICKET_TOPICS, type Ticket } from '@kado/shared/schemas';
import { Button, ErrorSummary, Radio, RadioGroup, TextArea, TextField } from '@kado/ui';

import { useApiErrorMessage } from '../../../lib/api-error-message';
import { useCreateGuestTicket, useCreateTicket } from '../api/create-ticket';
import { ticketReference } from '../contact-links';
import './contact.css';

/**
 * The wallet's rules (`ticketRequestSchema`: 10–2000 characters, an e-mail) with messages the form
 * translates (keys under `contact.validation`). A signed-in shopper may leave the e-mail empty (the
 * account's is used); a signed-out visitor must give one (`guestTicketRequestSchema`).
 */
const replyEmailSchema = z.email({ error: 'email' }).max(254, 'email');
const accountFormSchema = z.object({
  topic: z.enum(TICKET_TOPICS, { error: 'topic' }),
  message: z.string().trim().min(10, 'messageShort').max(2000, 'messageLong'),
  email: z.union([z.literal(''), replyEmailSchema]),
});
const guestFormSchema = accountFormSchema.extend({
  email: z.string().trim().min(1, 'emailRequired').pipe(replyEmailSchema),
});
type ContactForm = z.input<typeof accountFormSchema>;
type ValidationKey = 'topic' | 'messageShort' | 'messageLong' | 'email' | 'emailRequired';

function Confirmation({ ticket, onAnother }: { ticket: Ticket; onAnother: () => void }) {
  const { t } = useTranslation();
  return (
    <section
      className="contact-done"
      aria-labelledby="contact-done-title"
      data-testid="ticket-confirmation"
    >
      <h2 id="contact-done-title" tabIndex={-1}>
        {t('contact.doneTitle')}
      </h2>
      <p>
        {t('contact.doneReference')}{' '}
        <strong
          className="contact-done__ref"
          data-testid="ticket-reference"
          data-ticket-id={ticket.id}
        >
          {ticketReference(ticket.id)}
        </strong>
      </p>
      <p>
        {ticket.email ? t('contact.doneReply', { email: ticket.email }) : t('contact.doneNoEmail')}
      </p>
      <Button variant="secondary" onClick={onAnother}>
        {t('contact.another')}
      </Button>
    </section>
  );
}

/**
 * The contact form: topic, message, reply e-mail (the account's, prefilled, when signed in;
 * required when not); ends in a ticket.
 */
export function ContactForm({
  signedIn,
  defaultEmail,
}: {
  signedIn: boolean;
  defaultEmail: string;
}) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const createForAccount = useCreateTicket();
  const createForGuest = useCreateGuestTicket();
  const create = signedIn ? createForAccount : createForGuest;
  const [ticket, setTicket] = useState<Ticket | null>(null);
  const form = useForm<ContactForm>({
    resolver: zodResolver(signedIn ? accountFormSchema : guestFormSchema),
    defaultValues: { topic: undefined, message: '', email: defaultEmail },
  });
  const { errors } = form.formState;
  const message = (key: string | undefined) =>
    key ? t(`contact.validation.${key as ValidationKey}`) : undefined;

  if (ticket) {
    return (
      <Confirmation
        ticket={ticket}
        onAnother={() => {
          setTicket(null);
          create.reset();
          form.reset({ topic: undefined, message: '', email: defaultEmail });
        }}
      />
    );
  }

  const submit = form.handleSubmit(({ topic, message: body, email }) => {
    const text = body.trim();
    const reply = email.trim();
    if (signedIn) {
      createForAccount.mutate(
        { topic, message: text, ...(reply ? { email: reply } : {}) },
        { onSuccess: setTicket },
      );
    } else {
      createForGuest.mutate({ topic, message: text, email: reply }, { onSuccess: setTicket });
    }
  });

  const summary = [
    errors.topic && { fieldId: 'contact-topic', message: message(errors.topic.message) ?? '' },
    errors.message && {
      fieldId: 'contact-message',
      message: message(errors.message.message) ?? '',
    },
    errors.email && { fieldId: 'contact-email', message: message(errors.email.message) ?? '' },
  ].filter((item): item is { fieldId: string; message: string } => Boolean(item));

  return (
    <form className="contact-form" noValidate onSubmit={(event) => void submit(event)}>
      <ErrorSummary
        title={t('contact.fixErrors')}
        errors={summary}
        focusKey={form.formState.submitCount}
      />
      <RadioGroup
        id="contact-topic"
        label={t('contact.topicLabel')}
        error={message(errors.topic?.message)}
      >
        {TICKET_TOPICS.map((topic) => (
          <Radio
            key={topic}
            value={topic}
            label={t(`contact.topics.${topic}`)}
            {...form.register('topic')}
          />
        ))}
      </RadioGroup>
      <TextArea
        id="contact-message"
        label={t('contact.messageLabel')}
        hint={t('contact.messageHint')}
        error={message(errors.message?.message)}
        rows={6}
        maxLength={2000}
        {...form.register('message')}
      />
      <TextField
        id="contact-email"
        type="email"
        autoComplete="email"
        optional={signedIn}
        label={t('contact.emailLabel')}
        hint={t(signedIn ? 'contact.emailHint' : 'contact.emailHintGuest')}
        error={message(errors.email?.message)}
        {...form.register('email')}
      />
      {create.isError && (
        <p role="alert" className="contact-form__alert">
          {errorMessage(create.error)}
        </p>
      )}
      <Button type="submit" loading={create.isPending}>
        {t('contact.send')}
      </Button>
    </form>
  );
}
