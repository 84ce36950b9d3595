import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import type { StaffCountKey } from '@shared/domain/staff-counts';
import { t } from '@shared/i18n';
import { useSession } from '@client/lib/session';
import { chooseLocale } from '@client/lib/locale';
import { getLocale } from '@shared/locale';
import { browserZone } from '@client/lib/zoned-time';
import { useStaffCounts } from '../api/counts';
import '../staff.css';
import '@shared/messages/console';
import '@shared/messages/staff';
import '@shared/messages/enrolment';
import '@shared/messages/staff-facts';
import '@shared/messages/staff-team';
import '@shared/messages/job-listings';
import '@shared/messages/staff-outcomes';

interface Section {
  to: string;
  label: string;
  end?: boolean;
  count?: StaffCountKey;
  /** Only these roles see the section (the outcomes are for admins and coaches). */
  roles?: readonly string[];
}

// Custom places and Flexible rides are decided on the rides page, so places have no tab of their own.
const sections: Section[] = [
  { to: '/staff', label: t('staffConsole.nav.caseload'), end: true },
  { to: '/staff/documents', label: t('staffConsole.nav.documents'), count: 'documents' },
  { to: '/staff/rides', label: t('staffConsole.nav.rides'), count: 'rides' },
  { to: '/staff/stipends', label: t('staffConsole.nav.stipends'), count: 'stipends' },
  { to: '/staff/payouts', label: t('staffConsole.nav.payouts'), count: 'payouts' },
  { to: '/staff/tickets', label: t('staffConsole.nav.tickets'), count: 'tickets' },
  { to: '/staff/replies', label: t('staffConsole.nav.replies'), count: 'replies' },
  { to: '/staff/schools', label: t('staffFacts.nav') },
  { to: '/staff/boards', label: t('staffFacts.boardsNav') },
  { to: '/staff/jobs', label: t('jobListings.nav') },
  { to: '/staff/outcomes', label: t('staffOutcomes.nav'), roles: ['admin', 'coach'] },
  { to: '/staff/audit', label: t('staff.navAudit') },
  { to: '/staff/enrol', label: t('enrolment.nav') },
];
/** Admins also manage who works the program (decision 040). */
const adminSections: Section[] = [{ to: '/staff/team', label: t('staffTeam.nav') }];

/**
 * The staff console's frame: its own header with the console's sections and their live counts, and a
 * staff menu. No student footer, no student help button: coaches work here all day at a laptop.
 */
export default function StaffLayout({ onSignOut }: { onSignOut: () => void }) {
  const counts = useStaffCounts();
  const { data: user } = useSession();
  const shown = (user?.role === 'admin' ? [...sections, ...adminSections] : sections).filter(
    (s) => !s.roles || (user && s.roles.includes(user.role)),
  );
  // The staff console is in English whatever this device last showed (decision 028).
  useEffect(() => {
    if (getLocale() !== 'en') chooseLocale('en');
  }, []);
  return (
    <div className="staff-app">
      <a className="skip-link" href="#main">
        {t('staffConsole.skipToContent')}
      </a>
      <header className="staff-header">
        <div className="staff-header-top">
          <Link to="/staff" className="brand" aria-label={t('staffConsole.home')}>
            <img src="/favicon.svg" alt="" width="28" height="28" />
            <span className="brand-name">{t('staff.title')}</span>
          </Link>
          <StaffMenu onSignOut={onSignOut} />
        </div>
        <nav className="staff-tabs" aria-label={t('staff.nav')}>
          <ul>
            {shown.map((s) => {
              const count = s.count ? counts.data?.[s.count] : undefined;
              return (
                <li key={s.to}>
                  <NavLink
                    to={s.to}
                    end={s.end ?? false}
                    {...(count !== undefined
                      ? {
                          'aria-label': t(
                            count === 1
                              ? 'staffConsole.tabCountLabel_one'
                              : 'staffConsole.tabCountLabel_other',
                            { label: s.label, count },
                          ),
                        }
                      : {})}
                  >
                    {s.label}
                    {count !== undefined && (
                      <span
                        className={count > 0 ? 'tab-count' : 'tab-count tab-count-zero'}
                        data-count={count}
                      >
                        {count}
                      </span>
                    )}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>
      </header>
      <main id="main" tabIndex={-1} className="staff-main">
        <Outlet />
      </main>
    </div>
  );
}

/** Who is signed in, the zone times are shown in, and sign out. Closes on Escape or a click elsewhere. */
function StaffMenu({ onSignOut }: { onSignOut: () => void }) {
  const { data: user } = useSession();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useId();
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onClick = (e: MouseEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);
  if (!user) return null;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  const zone = browserZone();
  return (
    <div className="staff-menu" ref={box}>
      <button
        ref={button}
        type="button"
        className="button button-ghost"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen((v) => !v)}
      >
        <span aria-hidden="true" className="staff-avatar">
          {name.slice(0, 1).toUpperCase()}
        </span>
        <span className="visually-hidden">{t('staffConsole.menuFor', { name })}</span>
        <span aria-hidden="true" className="staff-menu-name">
          {name}
        </span>
      </button>
      <div id={panel} className="staff-menu-panel" hidden={!open}>
        <p className="muted">{t('staffConsole.signedInAs')}</p>
        <p className="staff-menu-who">{name}</p>
        <p>{user.email}</p>
        <p>{user.role === 'student' ? '' : t(`staffTeam.roles.${user.role}`)}</p>
        <p className="muted">{t('staffConsole.timeZone', { zone: `${zone.id} (${zone.short})` })}</p>
        <button type="button" className="button button-secondary button-block" onClick={onSignOut}>
          {t('staffConsole.signOut')}
        </button>
      </div>
    </div>
  );
}
