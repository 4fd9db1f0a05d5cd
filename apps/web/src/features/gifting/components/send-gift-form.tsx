import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import {
  MAX_EXCHANGE_QUANTITY,
  PRESENT_DESIGNS,
  PRESENT_MESSAGE_MAX,
  PRESENT_SENDER_NAME_MAX,
  presentCardImagePath,
  presentDesignSchema,
  type GiftDetail,
  type SendPresentRequest,
  type SentPresentResult,
} from '@kado/shared/schemas';
import {
  AlertBanner,
  Button,
  Checkbox,
  Image,
  Radio,
  RadioGroup,
  TextArea,
  TextField,
  usePipes,
} from '@kado/ui';

import { useImageUrl } from '../../../config/runtime-config-context';
import { useApiErrorMessage } from '../../../lib/api-error-message';
import { useLocale } from '../../../lib/i18n';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import {
  afterOutcome,
  attemptFor,
  outcomeOfError,
  type SpendAttempt,
} from '../../../lib/spend-attempt';
import { apiErrorInfo } from '../../../lib/trpc';
import { useSpendableBalance } from '../api/get-balance';
import { useSendPresent } from '../api/send-present';

const sendFormSchema = z
  .object({
    design: presentDesignSchema,
    quantity: z.number().int().min(1).max(MAX_EXCHANGE_QUANTITY),
    message: z.string().max(PRESENT_MESSAGE_MAX),
    senderName: z.string().trim().min(1).max(PRESENT_SENDER_NAME_MAX),
    withPasscode: z.boolean(),
    passcode: z.string(),
  })
  .refine((form) => !form.withPasscode || /^[0-9]{4}$/.test(form.passcode), {
    path: ['passcode'],
  });
type SendForm = z.infer<typeof sendFormSchema>;

export interface SendGiftFormProps {
  gift: GiftDetail;
  /** The sender's display name, when the app knows it. */
  defaultSenderName: string;
  /** The wallet asked for a verified phone: the page opens the verification flow. */
  onPhoneRequired: () => void;
  onSent: (result: SentPresentResult, passcodeSet: boolean) => void;
}

/**
 * The gift, then the card, quantity, message, the sender's name and an optional passcode, the
 * total against the balance, and the send. One idempotency key per attempt, kept while the outcome
 * is unknown so that sending again never spends twice.
 */
export function SendGiftForm({
  gift,
  defaultSenderName,
  onPhoneRequired,
  onSent,
}: SendGiftFormProps) {
  const { t } = useTranslation();
  const pipes = usePipes();
  const locale = useLocale();
  const imageUrl = useImageUrl();
  const id = useId();
  const errorMessage = useApiErrorMessage();
  const send = useSendPresent();
  const balance = useSpendableBalance();
  const [attempt, setAttempt] = useState<SpendAttempt<SendPresentRequest> | null>(null);
  const form = useForm<SendForm>({
    resolver: zodResolver(sendFormSchema),
    defaultValues: {
      design: PRESENT_DESIGNS[0],
      quantity: 1,
      message: '',
      senderName: defaultSenderName.slice(0, PRESENT_SENDER_NAME_MAX),
      withPasscode: false,
      passcode: '',
    },
  });
  const errors = form.formState.errors;
  const [quantity, message, withPasscode] = useWatch({
    control: form.control,
    name: ['quantity', 'message', 'withPasscode'],
  });

  const count = Number.isInteger(quantity) && quantity >= 1 ? quantity : 1;
  const cost = gift.points * count;
  const available = balance.data?.balance;
  const missing = available !== undefined ? Math.max(0, cost - available) : null;
  const left = PRESENT_MESSAGE_MAX - message.length;
  const amount = (points: number) =>
    t('points.amount', { count: points, points: pipes.points(points) });

  const submit = form.handleSubmit((values) => {
    if (send.isPending) return; // a double click sends one request
    const request: SendPresentRequest = {
      giftId: gift.id,
      quantity: values.quantity,
      design: values.design,
      message: values.message,
      senderName: values.senderName.trim(),
      ...(values.withPasscode ? { passcode: values.passcode } : {}),
    };
    const current = attemptFor(attempt, request, newIdempotencyKey);
    setAttempt(current);
    send.mutate(
      { ...request, idempotencyKey: current.key },
      {
        onSuccess: (answer) => {
          setAttempt(afterOutcome(current, 'success'));
          onSent(answer, request.passcode !== undefined);
        },
        onError: (error) => {
          const info = apiErrorInfo(error);
          setAttempt(afterOutcome(current, outcomeOfError(info?.status)));
          if (info?.code === 'PHONE_NOT_VERIFIED') onPhoneRequired();
        },
      },
    );
  });

  const unknownOutcome = send.isError && attempt !== null;

  return (
    <div className="send-gift">
      <section className="send-gift__gift" aria-labelledby={`${id}-gift`}>
        <div className="send-gift__gift-media">
          <Image src={imageUrl(gift.imagePath)} alt="" priority />
        </div>
        <div>
          <p className="send-gift__brand">{gift.brand.name}</p>
          <h2 id={`${id}-gift`} className="send-gift__gift-name">
            {gift.name}
          </h2>
          <p className="send-gift__each">
            {t('gifting.send.each', { amount: amount(gift.points) })}
          </p>
        </div>
      </section>

      <form className="send-gift__form" noValidate onSubmit={(event) => void submit(event)}>
        <RadioGroup
          label={t('gifting.send.design')}
          className="send-gift__designs"
          error={errors.design && t('gifting.send.designRequired')}
        >
          {PRESENT_DESIGNS.map((design) => (
            <Radio
              key={design}
              value={design}
              label={
                <span className="send-gift__design">
                  <Image
                    className="send-gift__design-image"
                    src={presentCardImagePath(design, locale.code)}
                    alt=""
                    ratio="1200 / 630"
                    width={1200}
                    height={630}
                  />
                  <span className="send-gift__design-name">
                    {t(`gifting.designs.${design}.name`)}
                  </span>
                </span>
              }
              {...form.register('design')}
            />
          ))}
        </RadioGroup>

        <TextField
          label={t('gifting.send.quantity')}
          hint={t('gifting.send.quantityHint', { max: MAX_EXCHANGE_QUANTITY })}
          error={
            errors.quantity && t('gifting.send.quantityInvalid', { max: MAX_EXCHANGE_QUANTITY })
          }
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_EXCHANGE_QUANTITY}
          step={1}
          fieldClassName="send-gift__quantity"
          {...form.register('quantity', { valueAsNumber: true })}
        />

        <TextArea
          label={t('gifting.send.message')}
          hint={t('gifting.send.messageCounter', { count: Math.max(0, left) })}
          error={errors.message && t('gifting.send.messageTooLong', { max: PRESENT_MESSAGE_MAX })}
          maxLength={PRESENT_MESSAGE_MAX}
          rows={4}
          {...form.register('message')}
        />

        <TextField
          label={t('gifting.send.senderName')}
          hint={t('gifting.send.senderNameHint')}
          error={
            errors.senderName &&
            (form.getValues('senderName').trim() === ''
              ? t('gifting.send.senderNameRequired')
              : t('gifting.send.senderNameTooLong', { max: PRESENT_SENDER_NAME_MAX }))
          }
          autoComplete="nickname"
          maxLength={PRESENT_SENDER_NAME_MAX}
          {...form.register('senderName')}
        />

        <Checkbox
          label={t('gifting.send.addPasscode')}
          hint={t('gifting.send.addPasscodeHint')}
          {...form.register('withPasscode')}
        />
        {withPasscode && (
          <TextField
            label={t('gifting.send.passcode')}
            hint={t('gifting.send.passcodeHint')}
            error={errors.passcode && t('gifting.send.passcodeInvalid')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            pattern="[0-9]{4}"
            fieldClassName="send-gift__passcode"
            {...form.register('passcode')}
          />
        )}

        <dl className="send-gift__summary">
          <div>
            <dt>{t('gifting.send.total')}</dt>
            <dd>{amount(cost)}</dd>
          </div>
          <div>
            <dt>{t('gifting.send.balance')}</dt>
            <dd>{available === undefined ? '…' : amount(available)}</dd>
          </div>
          <div>
            <dt>{t('gifting.send.balanceAfter')}</dt>
            <dd>{available === undefined ? '…' : amount(Math.max(0, available - cost))}</dd>
          </div>
        </dl>

        {missing !== null && missing > 0 && !send.isError && (
          <AlertBanner tone="warning" role="status">
            {t('gifting.send.missing', { count: missing })}
          </AlertBanner>
        )}
        {!gift.available && (
          <AlertBanner tone="warning" role="status">
            {t('gifting.send.unavailable')}
          </AlertBanner>
        )}
        {send.isError && (
          <AlertBanner tone="danger" role="alert">
            <p>{errorMessage(send.error)}</p>
            {unknownOutcome && <p>{t('gifting.send.retrySafe')}</p>}
          </AlertBanner>
        )}

        <Button type="submit" size="lg" block loading={send.isPending} disabled={!gift.available}>
          {unknownOutcome ? t('gifting.send.retry') : t('gifting.send.submit')}
        </Button>
      </form>
    </div>
  );
}
