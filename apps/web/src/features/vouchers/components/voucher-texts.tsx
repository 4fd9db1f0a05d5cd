import { useTranslation } from 'react-i18next';

import type { SharedVoucher } from '@kado/shared/schemas';

/** How to use the voucher and its terms, as the gift's page has them. */
export function VoucherTexts({ voucher }: { voucher: SharedVoucher }) {
  const { t } = useTranslation();
  const sections = [
    { id: 'how', title: t('giftItem.howToUse'), text: voucher.howToUse },
    { id: 'terms', title: t('giftItem.terms'), text: voucher.terms },
  ];
  return (
    <div className="voucher-texts">
      {sections.map(
        (section) =>
          section.text && (
            <section key={section.id} aria-labelledby={`voucher-${section.id}`}>
              <h2 id={`voucher-${section.id}`}>{section.title}</h2>
              {section.text.split(/\n{2,}/).map((paragraph, index) => (
                <p key={index} className="voucher-texts__paragraph">
                  {paragraph}
                </p>
              ))}
            </section>
          ),
      )}
    </div>
  );
}
