import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { rateEmail } from '@shared/contracts/analysis.endpoints';
import type { SessionUser } from '@shared/contracts/user';
import { isProfessionalEnough } from '@shared/domain/analysis';
import { call } from '@client/lib/api';
import { queryClient } from '@client/lib/query-client';
import { sessionKey } from '@client/lib/session';

export const PROFESSIONAL_EMAIL_PATH = '/postprogram/career_services/professional_email';

let ratedThisLoad = false;

/**
 * Route gating step 5 (spec 001 §2): on first load, a student whose e-mail has never been rated gets a
 * rating; semi-professional or professional sends them to the professional e-mail page. A failure is ignored.
 */
export function useFirstLoadEmailRating(user: SessionUser | null | undefined): void {
  const navigate = useNavigate();
  const needed = Boolean(
    user && user.role === 'student' && user.status && user.status !== '99_Withdrew' && !user.emailRating,
  );
  const email = user?.email;
  useEffect(() => {
    if (!needed || !email || ratedThisLoad) return;
    ratedThisLoad = true;
    call(rateEmail, { body: { email } })
      .then(async (rating) => {
        await queryClient.invalidateQueries({ queryKey: sessionKey });
        if (isProfessionalEnough(rating.rating)) void navigate(PROFESSIONAL_EMAIL_PATH);
      })
      .catch(() => {});
  }, [needed, email, navigate]);
}
