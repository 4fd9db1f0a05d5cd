import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  Accordion,
  AccordionItem,
  Button,
  Dialog,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TextField,
} from '@kado/ui';

import './manual.css';

/** Dialogs, tabs and the accordion: the parts that show one focused thing at a time. */
export function ModalExamples() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <section aria-labelledby="modal-dialogs" className="manual-block">
        <h2 id="modal-dialogs">{t('kit.modal.dialogsTitle')}</h2>
        <p>{t('kit.modal.dialogsBody')}</p>
        <div className="manual-row">
          <Button
            onClick={() => {
              setEditing(true);
            }}
          >
            {t('kit.modal.openForm')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              setConfirming(true);
            }}
          >
            {t('kit.modal.openConfirm')}
          </Button>
        </div>
        <Dialog
          isOpen={editing}
          onOpenChange={setEditing}
          title={t('kit.modal.formTitle')}
          footer={(close) => (
            <>
              <Button variant="secondary" onClick={close}>
                {t('kit.modal.cancel')}
              </Button>
              <Button onClick={close}>{t('kit.modal.save')}</Button>
            </>
          )}
        >
          <p>{t('kit.modal.formBody')}</p>
          <TextField label={t('kit.modal.nameLabel')} autoComplete="nickname" />
        </Dialog>
        <Dialog
          role="alertdialog"
          size="sm"
          isOpen={confirming}
          onOpenChange={setConfirming}
          title={t('kit.modal.confirmTitle')}
          footer={(close) => (
            <>
              <Button variant="secondary" onClick={close}>
                {t('kit.modal.cancel')}
              </Button>
              <Button onClick={close}>{t('kit.modal.confirm')}</Button>
            </>
          )}
        >
          <p>{t('kit.modal.confirmBody')}</p>
        </Dialog>
      </section>
      <section aria-labelledby="modal-tabs" className="manual-block">
        <h2 id="modal-tabs">{t('kit.modal.tabsTitle')}</h2>
        <Tabs>
          <TabList aria-label={t('kit.modal.tabsTitle')}>
            <Tab id="phone">{t('kit.modal.tabPhone')}</Tab>
            <Tab id="profile">{t('kit.modal.tabProfile')}</Tab>
            <Tab id="done" isDisabled>
              {t('kit.modal.tabDone')}
            </Tab>
          </TabList>
          <TabPanel id="phone">
            <p>{t('kit.modal.tabPhoneBody')}</p>
          </TabPanel>
          <TabPanel id="profile">
            <p>{t('kit.modal.tabProfileBody')}</p>
          </TabPanel>
          <TabPanel id="done">
            <p>{t('kit.modal.tabDone')}</p>
          </TabPanel>
        </Tabs>
      </section>
      <section aria-labelledby="modal-accordion" className="manual-block">
        <h2 id="modal-accordion">{t('kit.modal.accordionTitle')}</h2>
        <Accordion defaultExpandedKeys={['expire']}>
          <AccordionItem id="expire" title={t('kit.modal.faqExpireQ')}>
            <p>{t('kit.modal.faqExpireA')}</p>
          </AccordionItem>
          <AccordionItem id="merge" title={t('kit.modal.faqMergeQ')}>
            <p>{t('kit.modal.faqMergeA')}</p>
          </AccordionItem>
        </Accordion>
      </section>
    </>
  );
}
