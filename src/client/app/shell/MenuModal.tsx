import { useState } from 'react';
import { programSettings } from '@shared/domain/program-settings';
import { useNavigate } from 'react-router';
import type { SessionUser } from '@shared/contracts/user';
import { menuPlan } from '@shared/domain/menu';
import { defaultPath } from '@shared/domain/program';
import { t } from '@shared/i18n';
import { Dialog } from '@client/ui/Dialog';
import { useModals } from '@client/lib/modals';
import { LanguageSwitch } from '@client/ui/LanguageSwitch';
import { changeLocale } from '@shared/contracts/user.endpoints';
import { call } from '@client/lib/api';
import { useSignOut } from './use-sign-out';
import '@shared/messages/menu';
import '@shared/messages/rides';

/** 'Student Portal Menu' (spec 000 §2): sections by status and rank; instructors land on Profile. */
export function MenuModal({ user }: { user: SessionUser & { status: NonNullable<SessionUser['status']> } }) {
  const modals = useModals();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const plan = menuPlan({ status: user.status, workforceBoardName: user.wb?.name ?? null });
  const [view, setView] = useState<'top' | 'profile'>(plan.opensOn);
  const go = (path: string) => {
    modals.close();
    navigate(path);
  };

  return (
    <Dialog title={t('menu.title')} onClose={modals.close} className="menu-dialog">
      {view === 'profile' ? (
        <section aria-labelledby="menu-profile" className="menu-section">
          <h3 id="menu-profile">{t('menu.profile')}</h3>
          <ul className="menu-list">
            <li>
              <button type="button" className="menu-item" onClick={() => go('/program/account')}>
                {t('menu.accountInfo')}
              </button>
            </li>
            <li>
              <button type="button" className="menu-item" onClick={() => void signOut()}>
                {t('menu.logout')}
              </button>
            </li>
            {plan.profile.withdraw && (
              <li>
                <button
                  type="button"
                  className="menu-item menu-item-danger"
                  onClick={() => modals.open('leaveProgram')}
                >
                  {t('menu.withdraw')}
                </button>
              </li>
            )}
          </ul>
          <LanguageSwitch save={(locale) => call(changeLocale, { body: { locale } })} />
          <button type="button" className="link-button" onClick={() => setView('top')}>
            {t('common.back')}
          </button>
        </section>
      ) : (
        <nav aria-label={t('menu.title')}>
          <button
            type="button"
            className="button button-primary button-block"
            onClick={() => go(defaultPath({ role: 'student', status: user.status }))}
          >
            {t('menu.continue')}
          </button>
          {plan.coEnrolmentBoard && (
            <p className="menu-note">
              {t('menu.coEnrolled', { product: t('product.name'), board: plan.coEnrolmentBoard })}
            </p>
          )}
          <ul className="menu-list">
            {plan.uber && (
              <li>
                <h3>{t('menu.uber')}</h3>
                {user.uberAccessEnabled ? (
                  <>
                    <button type="button" className="menu-item" onClick={() => modals.open('Uber')}>
                      {t('menu.uberRides')}
                    </button>
                    <button
                      type="button"
                      className="menu-item"
                      onClick={() => modals.open('requestApprovedLocation')}
                    >
                      {t('rides.requestPlace')}
                    </button>
                  </>
                ) : (
                  <button
                    type="button"
                    className="menu-item"
                    onClick={() => modals.open('requestUberAccess')}
                  >
                    {t('rides.menuAccess')}
                  </button>
                )}
              </li>
            )}
            {programSettings().helpCenterUrl && (
              <li>
                <h3>{t('menu.helpCenter')}</h3>
                <a
                  className="menu-item"
                  href={programSettings().helpCenterUrl}
                  target="_blank"
                  rel="noreferrer"
                >
                  {t('menu.helpCenterLink')} <span className="visually-hidden">{t('menu.opensNewTab')}</span>
                </a>
              </li>
            )}
            <li>
              <h3>{t('menu.careerServices')}</h3>
              <button type="button" className="menu-item" onClick={() => go('/postprogram/career_services')}>
                {t('menu.careerServicesLink')}
              </button>
            </li>
            <li>
              <h3>{t('menu.profile')}</h3>
              <p className="menu-note menu-email">{user.email}</p>
              <button type="button" className="menu-item" onClick={() => setView('profile')}>
                {t('menu.accountInfo')}, {t('menu.logout').toLowerCase()}
                {plan.profile.withdraw ? `, ${t('menu.withdraw').toLowerCase()}` : ''}
              </button>
            </li>
            <li>
              <h3>{t('menu.documents')}</h3>
              <button type="button" className="menu-item" onClick={() => go('/program/documents')}>
                {t('menu.documentsLink')}
              </button>
            </li>
          </ul>
        </nav>
      )}
    </Dialog>
  );
}
