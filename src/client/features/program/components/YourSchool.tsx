import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@shared/contracts/user';
import { confirmSchoolMet } from '@shared/contracts/school.endpoints';
import { t } from '@shared/i18n';
import { call } from '@client/lib/api';
import { refreshProgress } from '@client/lib/progress';
import { SchoolCard } from './SchoolCard';
import '@shared/messages/school';
import { BackToChecklist } from '@client/ui/BackToChecklist';

/**
 * "Meet your trucking school": the assigned school's card. Seeing it is the step, so the page tells the
 * server once it shows a school; with no school assigned there is nothing to meet and the step stays open.
 */
export function YourSchool({ user }: { user: SessionUser }) {
  const queryClient = useQueryClient();
  const met = useMutation({
    meta: { handlesError: true },
    mutationFn: () => call(confirmSchoolMet, {}),
    onSuccess: () => refreshProgress(queryClient),
  });
  const hasSchool = Boolean(user.school);
  const { mutate } = met;
  useEffect(() => {
    if (hasSchool) mutate();
  }, [hasSchool, mutate]);
  return (
    <section>
      <h1>{t('school.title')}</h1>
      <SchoolCard school={user.school} />
      <BackToChecklist to="/program/school" className="button button-ghost" />
    </section>
  );
}
