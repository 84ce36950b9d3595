import { useNavigate } from 'react-router';
import { t } from '@shared/i18n';
import { useSession } from '@client/lib/session';
import { useAccept, useAcceptance } from '../api/school';
import '@shared/messages/policies';
import { BackToChecklist } from '@client/ui/BackToChecklist';

const attendancePoints = ['fullTime', 'onTime', 'communicate', 'noCallNoShow', 'noStipend'] as const;

/** Attendance Policy and Training Policy (spec 001 §2): confirming saves acceptance and goes back. */
export default function PolicyPage({ policy }: { policy: 'attendance' | 'training' }) {
  const { data: user } = useSession();
  const acceptance = useAcceptance();
  const accept = useAccept();
  const navigate = useNavigate();
  if (!user) return null;
  const accepted =
    policy === 'attendance' ? acceptance.data?.attendancePolicyStatus : acceptance.data?.trainingPolicyStatus;
  return (
    <section className="card policy">
      <h1>{t(policy === 'attendance' ? 'policies.attendanceTitle' : 'policies.trainingTitle')}</h1>
      {policy === 'attendance' ? (
        <>
          <p>{t('policies.attendanceIntro')}</p>
          <ul className="policy-points">
            {attendancePoints.map((p) => (
              <li key={p}>{t(`policies.attendance.${p}`)}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className="policy-points">{t('policies.trainingBody')}</p>
      )}
      {accepted && (
        <p role="status" className="muted">
          {t('policies.accepted')}
        </p>
      )}
      <div className="upload-actions">
        <button
          type="button"
          className="button button-primary button-block"
          disabled={accept.isPending || acceptance.isPending}
          onClick={() =>
            accept.mutate(
              policy === 'attendance'
                ? { userFK: user.uuid, attendancePolicyStatus: true }
                : { userFK: user.uuid, trainingPolicyStatus: true },
              { onSuccess: () => void goBack(navigate) },
            )
          }
        >
          {accept.isPending ? t('policies.saving') : t('policies.agree')}
        </button>
        <BackToChecklist to="/program/school" />
      </div>
    </section>
  );
}

/** Back one page when the student came from inside the portal, else to the school checklist. */
function goBack(navigate: ReturnType<typeof useNavigate>) {
  const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  return idx > 0 ? navigate(-1) : navigate('/program/school');
}
