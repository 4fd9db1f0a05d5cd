import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldError as HookFieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { TICKET_TOPICS, ticketRequestSchema } from '@kado/shared/schemas';
import {
  Button,
  Checkbox,
  ErrorSummary,
  Radio,
  RadioGroup,
  Switch,
  TextArea,
  TextField,
} from '@kado/ui';

import './manual.css';

/** The contact form's rules are the BFF's (ticketRequestSchema); the demo adds two local fields. */
const demoSchema = ticketRequestSchema.extend({
  agree: z.literal(true),
  updates: z.boolean(),
});
type DemoInput = z.input<typeof demoSchema>;
type DemoValues = z.output<typeof demoSchema>;

const FIELD_IDS = {
  topic: 'demo-topic',
  message: 'demo-message',
  email: 'demo-email',
  agree: 'demo-agree',
} as const;

/** A live form: react-hook-form, the shared zod schema, the fields and the error summary. */
export function FormExamples() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, submitCount },
  } = useForm<DemoInput, unknown, DemoValues>({
    resolver: zodResolver(demoSchema),
    defaultValues: { message: '', updates: true },
  });

  const messageFor = (field: keyof typeof FIELD_IDS, error: HookFieldError | undefined) => {
    if (!error) return undefined;
    if (field === 'message') {
      return error.type === 'too_big'
        ? t('kit.form.errors.messageLong', { max: 2000 })
        : t('kit.form.errors.messageShort', { min: 10 });
    }
    return t(`kit.form.errors.${field}`);
  };
  const fieldErrors = {
    topic: messageFor('topic', errors.topic),
    message: messageFor('message', errors.message),
    email: messageFor('email', errors.email),
    agree: messageFor('agree', errors.agree),
  };
  const summary = (Object.keys(FIELD_IDS) as (keyof typeof FIELD_IDS)[]).flatMap((field) => {
    const message = fieldErrors[field];
    return message ? [{ fieldId: FIELD_IDS[field], message }] : [];
  });

  return (
    <>
      <section aria-labelledby="form-demo" className="manual-block">
        <h2 id="form-demo">{t('kit.form.demoTitle')}</h2>
        <p>{t('kit.form.demoBody')}</p>
        <form
          className="manual-form"
          noValidate
          onSubmit={(event) => {
            setSent(false);
            void handleSubmit(() => {
              setSent(true);
            })(event);
          }}
        >
          <ErrorSummary errors={summary} focusKey={submitCount} />
          <RadioGroup id={FIELD_IDS.topic} label={t('kit.form.topic')} error={fieldErrors.topic}>
            {TICKET_TOPICS.map((topic) => (
              <Radio
                key={topic}
                value={topic}
                label={t(`kit.form.topics.${topic}`)}
                {...register('topic')}
              />
            ))}
          </RadioGroup>
          <TextArea
            id={FIELD_IDS.message}
            label={t('kit.form.message')}
            hint={t('kit.form.messageHint')}
            error={fieldErrors.message}
            {...register('message')}
          />
          <TextField
            id={FIELD_IDS.email}
            type="email"
            autoComplete="email"
            optional
            label={t('kit.form.email')}
            hint={t('kit.form.emailHint')}
            error={fieldErrors.email}
            {...register('email', { setValueAs: (value: string) => value.trim() || undefined })}
          />
          <Checkbox
            id={FIELD_IDS.agree}
            label={t('kit.form.agree')}
            error={fieldErrors.agree}
            {...register('agree')}
          />
          <Switch
            label={t('kit.form.updates')}
            hint={t('kit.form.updatesHint')}
            {...register('updates')}
          />
          <Button type="submit">{t('kit.form.submit')}</Button>
          <p role="status" className="manual-form__status">
            {sent ? t('kit.form.sent') : ''}
          </p>
        </form>
      </section>
      <section aria-labelledby="form-states" className="manual-block">
        <h2 id="form-states">{t('kit.form.statesTitle')}</h2>
        <div className="manual-form">
          <TextField label={t('kit.form.disabled')} defaultValue="Kado" disabled />
          <TextField
            label={t('kit.form.withError')}
            defaultValue="name@"
            error={t('kit.form.errors.email')}
          />
          <Checkbox label={t('kit.form.disabled')} disabled defaultChecked />
          <Switch label={t('kit.form.disabled')} disabled />
        </div>
      </section>
    </>
  );
}
