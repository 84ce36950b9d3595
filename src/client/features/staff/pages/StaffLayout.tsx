import { NavLink, Outlet } from 'react-router';
import { t } from '@shared/i18n';
import '../staff.css';

const links = [
  { to: '/staff', label: t('staff.navCaseload'), end: true },
  { to: '/staff/documents', label: t('staff.navDocuments'), end: false },
  { to: '/staff/stipends', label: t('staff.navStipends'), end: false },
  { to: '/staff/payouts', label: t('staff.navPayouts'), end: false },
  { to: '/staff/rides', label: t('rides.staffNav'), end: false },
  { to: '/staff/tickets', label: t('staff.navTickets'), end: false },
  { to: '/staff/audit', label: t('staff.navAudit'), end: false },
];

/** The staff console's frame: its own navigation above every staff page. */
export default function StaffLayout() {
  return (
    <div className="staff">
      <nav className="staff-nav" aria-label={t('staff.nav')}>
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.end}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
