import { useTranslation } from 'react-i18next';

import { Accordion, AccordionItem } from '@kado/ui';

import { LoadingState } from '../../../components/loading-state';
import { useLocale } from '../../../lib/i18n';
import { useFaq } from '../api/get-faq';
import './content.css';

/** The questions and answers by topic, each an accordion item, in the reader's language. */
export function FaqList() {
  const { t } = useTranslation();
  const { code } = useLocale();
  const faq = useFaq(code);
  if (!faq.data) {
    return faq.isError ? (
      <p role="alert">{t('content.faqFailed')}</p>
    ) : (
      <LoadingState label={t('content.faqLoading')} />
    );
  }
  return (
    <div className="faq">
      <nav className="faq__topics" aria-label={t('content.faqTopics')}>
        <ul>
          {faq.data.sections.map((section) => (
            <li key={section.id}>
              <a href={`#faq-${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {faq.data.sections.map((section) => (
        <section key={section.id} className="faq__section" aria-labelledby={`faq-${section.id}`}>
          <h2 id={`faq-${section.id}`} className="faq__title">
            {section.title}
          </h2>
          <Accordion allowsMultipleExpanded>
            {section.items.map((item, index) => (
              <AccordionItem key={item.q} id={`${section.id}-${index}`} title={item.q}>
                <p className="faq__answer">{item.a}</p>
              </AccordionItem>
            ))}
          </Accordion>
        </section>
      ))}
    </div>
  );
}
