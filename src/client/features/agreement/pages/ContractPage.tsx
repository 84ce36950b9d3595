import { useState } from 'react';
import { canRequestAgreement } from '@shared/domain/agreement';
import { t } from '@shared/i18n';
import { useSession } from '@client/lib/session';
import { signedAgreementUrl, useRequestAgreement, useSignatureRequest } from '../api/agreement';
import '@shared/messages/agreement';
import '@shared/messages/decision-notices';
import { BackToChecklist } from '@client/ui/BackToChecklist';

/** /program/school/contract (spec 001 §2 "Agreement", §4 "Agreement status"). */
export default function ContractPage() {
  const { data: user } = useSession();
  const request = useRequestAgreement();
  const [renewing, setRenewing] = useState(false);
  const sent = useSignatureRequest(user?.documents?.fwAgreementStatus === 'pending');
  if (!user?.documents) return null;
  const status = request.isSuccess ? 'pending' : user.documents.fwAgreementStatus;
  // An expired link is renewed from here (issue 37): the page says so and the button sends a new one.
  const renewable = status === 'pending' && !request.isSuccess && sent.data?.renewable === true;
  const renewed = request.isSuccess && renewing;
  const product = t('product.name');
  return (
    <section className="card contract">
      <h1>{t('agreement.title', { product })}</h1>
      {status === 'incomplete' && <p>{t('agreement.incompleteBody')}</p>}
      {status === 'pending' && (
        <div role="status">
          {renewable ? (
            <p className="upload-state">{t('decisionNotices.linkExpired')}</p>
          ) : (
            <p className="upload-state">{t('agreement.pending')}</p>
          )}
          {renewable ? null : renewed ? (
            <p>{t('decisionNotices.renewed')}</p>
          ) : (
            <p>{t('agreement.pendingHelp', { product })}</p>
          )}
        </div>
      )}
      {status === 'complete' && (
        <>
          <p className="upload-state">{t('agreement.complete')}</p>
          <a className="button button-secondary button-block" href={signedAgreementUrl()} download>
            {t('agreement.download')}
          </a>
        </>
      )}
      <div className="upload-actions">
        {status !== 'complete' && (
          <button
            type="button"
            className="button button-primary button-block"
            disabled={!(canRequestAgreement(status) || renewable) || request.isPending || request.isSuccess}
            onClick={() => {
              setRenewing(renewable);
              request.mutate(undefined);
            }}
          >
            {request.isPending
              ? t('agreement.requesting')
              : renewable || renewed
                ? t('decisionNotices.renew')
                : t('agreement.request')}
          </button>
        )}
        <BackToChecklist to="/program/school" />
      </div>
    </section>
  );
}
