import { Link } from 'react-router';
import { getPhotoThumbnail } from '@shared/contracts/documents.endpoints';
import { formatUsPhone } from '@shared/domain/contact';
import { t } from '@shared/i18n';
import { urlOf } from '@client/lib/api';
import { useSession } from '@client/lib/session';
import '../account.css';
import '@shared/messages/account';
import '@shared/messages/analysis';

/** 'Personal Info' (spec 000 §2): photo, name, e-mail and phone with Change, the career coach link. */
export default function AccountPage() {
  const { data: user } = useSession();
  if (!user) return null;
  return (
    <section className="account">
      <h1>{t('account.title')}</h1>
      <div className="card account-photo">
        <h2>{t('account.photo')}</h2>
        {user.profilePhotoPath ? (
          // The photo at the size shown, kept by the phone: a few kilobytes, once per photo.
          <img
            src={urlOf(getPhotoThumbnail, { query: { path: user.profilePhotoPath } })}
            alt={t('account.photoAlt')}
            width={120}
            height={120}
          />
        ) : (
          <p className="account-no-photo">{t('account.noPhoto')}</p>
        )}
        <Link
          className="button button-secondary"
          to="/program/account/photo"
          aria-label={user.profilePhotoPath ? t('account.changePhotoLabel') : undefined}
        >
          {user.profilePhotoPath ? t('account.change') : t('account.addPhoto')}
        </Link>
      </div>
      <dl className="card account-facts">
        <div>
          <dt>{t('account.firstName')}</dt>
          <dd>{user.firstName}</dd>
        </div>
        <div>
          <dt>{t('account.lastName')}</dt>
          <dd>{user.lastName}</dd>
        </div>
        <div>
          <dt>{t('account.email')}</dt>
          <dd data-testid="account-email">
            <span className="account-value">{user.email}</span>
            <Link to="/program/account/email" aria-label={t('account.changeEmailLabel')}>
              {t('account.change')}
            </Link>
          </dd>
        </div>
        <div>
          <dt>{t('account.phone')}</dt>
          <dd>
            <span className="account-value">{formatUsPhone(user.phone)}</span>
            <Link to="/program/account/phone" aria-label={t('account.changePhoneLabel')}>
              {t('account.change')}
            </Link>
          </dd>
        </div>
      </dl>
      <p className="account-note">{t('account.nameHelp')}</p>
      {user.status === '5_PostProgram' && (
        <p>
          <Link className="button button-primary" to="/postprogram/career_services/know_career_coach">
            {t('account.careerCoachLink')}
          </Link>
        </p>
      )}
      <p>
        <Link to="/program/analyze_email">{t('analysis.emailTitle')}</Link>
      </p>
    </section>
  );
}
