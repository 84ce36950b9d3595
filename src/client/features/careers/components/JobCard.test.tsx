// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { JobCard as Job } from '@shared/contracts/jobs';
import { setLocale } from '@shared/locale';
import { jobs as esJobs } from '@shared/messages/es/jobs';
import { registerCatalog } from '@shared/translator';
import { JobCard } from './JobCard';

registerCatalog('es', { jobs: esJobs });

const job: Job = {
  id: 'lsf-101',
  title: 'Chofer local CDL-A, turno de noche',
  company: 'Lakeshore Freight Lines',
  logoUrl: null,
  city: 'Chicago',
  state: 'IL',
  distanceMiles: 1,
  centsPerMile: null,
  weeklyPayMin: 1150,
  weeklyPayMax: 1400,
  homeTime: 'daily',
  routeType: 'local',
  felonyFriendly: true,
  recordNote: 'Revisan los antecedentes de cada persona.',
  newDriversWelcome: true,
  training: 'Aceptan recién graduados con CDL-A. 6 semanas de entrenamiento pagado.',
  equipment: 'dryVan',
  endorsements: [],
  applyUrl: null,
  applyPhone: '+13125550181',
  applyInstructions: null,
  postedAt: new Date().toISOString(),
  summary: 'Entregas a tiendas en la ciudad.',
  saved: false,
};

describe('a job card', () => {
  afterEach(() => {
    cleanup();
    setLocale('en');
  });

  it('keeps the phone number in one piece inside the call button, in either language', () => {
    setLocale('es');
    const { unmount } = render(<JobCard job={job} busy={false} onToggleSaved={() => {}} />);
    const call = screen.getByRole('link', { name: 'Llamar al (312) 555-0181' });
    expect(call.querySelector('.job-phone')).toHaveTextContent(/^\(312\) 555-0181$/);
    unmount();
    setLocale('en');
    render(<JobCard job={job} busy={false} onToggleSaved={() => {}} />);
    expect(
      screen.getByRole('link', { name: 'Call (312) 555-0181' }).querySelector('.job-phone'),
    ).toHaveTextContent(/^\(312\) 555-0181$/);
  });

  it('never breaks a licence class at its hyphen, and reads the same', () => {
    setLocale('es');
    render(<JobCard job={job} busy={false} onToggleSaved={() => {}} />);
    expect(screen.getByRole('heading', { level: 2, name: job.title })).toBeInTheDocument();
    const terms = [...document.querySelectorAll('.job-term')].map((el) => el.textContent);
    expect(terms).toEqual(['CDL-A', 'CDL-A']);
    expect(screen.getByText(/6 semanas de entrenamiento pagado/)).toHaveTextContent(job.training!);
  });
});
