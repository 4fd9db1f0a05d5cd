import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { TitledPage } from '../../components/titled-page';
import { LoadingState } from '../../components/loading-state';
import { useProfile } from '../../features/account/api/get-profile';
import { useGift } from '../../features/catalog/api/get-gift';
import { SendGift } from '../../features/gifting/components/send-gift';
import { PhoneVerificationDialog } from '../../features/phone/components/phone-verification-dialog';
import { useSession } from '../../features/session/api/get-session';
import { useShopperMarket } from '../../features/session/hooks/shopper-market';
import { apiErrorInfo } from '../../lib/trpc';
import { useMinimumDisplay } from '../../lib/use-minimum-display';

/** `/gift-items/:id/send`: this gift, sent to someone as a link (PRODUCT.md §10). */
export default function GiftSendPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const gift = useGift(id);
  const profile = useProfile();
  const session = useSession().data;
  const shopperMarket = useShopperMarket();
  const [verifying, setVerifying] = useState(false);
  const loading = useMinimumDisplay(gift.isPending || profile.isPending);
  // An unknown or unlisted gift is the 404 page, as for the gift's own page.
  if (gift.error instanceof Error && apiErrorInfo(gift.error)?.code === 'NOT_FOUND') {
    throw gift.error;
  }
  const senderName =
    profile.data?.displayName ?? (session?.signedIn === true ? session.user.name : null) ?? '';

  return (
    <TitledPage title={t('pages.giftSend.title')} description={t('pages.giftSend.description')}>
      {loading || !gift.data ? (
        gift.error && !loading ? (
          <p role="alert">{t('giftItem.failed')}</p>
        ) : (
          <LoadingState label={t('giftItem.loading')} />
        )
      ) : (
        <SendGift
          gift={gift.data}
          defaultSenderName={senderName}
          onPhoneRequired={() => {
            setVerifying(true);
          }}
        />
      )}
      <PhoneVerificationDialog
        defaultMarket={shopperMarket}
        isOpen={verifying}
        onOpenChange={setVerifying}
        reason={t('gifting.send.phoneReason')}
      />
    </TitledPage>
  );
}
