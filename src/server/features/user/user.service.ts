import type { SessionUser } from '@shared/contracts/user.js';
import { isStatus, rankOf } from '@shared/domain/program.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import type { Locale } from '@shared/locale.js';
import type { Db } from '@server/db/client.js';
import { touchSession } from '@server/plugins/session.js';
import { findSessionRow, updateLocale } from './user.repo.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The signed-in person of a session; 401 when the session is unknown, revoked or expired. */
export async function getSessionUser(db: Db, sessionId: string): Promise<SessionUser> {
  const row = await findSessionRow(db, sessionId);
  if (!row) throw new AppError('UNAUTHORIZED', t('errors.unauthorized'));
  if (row.stale) await touchSession(db, sessionId);
  const { user, documents: docs } = row;
  const status = isStatus(user.status) ? user.status : null;
  return {
    uuid: user.id,
    role: user.role,
    email: user.email,
    phone: user.phone ?? '',
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: `${user.firstName} ${user.lastName}`.trim(),
    status,
    rank: status ? rankOf[status] : null,
    slackId: user.slackId,
    uberAccessEnabled: user.uberAccessEnabled,
    address: user.address,
    city: user.city,
    state: user.state,
    zipcode: user.zipcode,
    latitude: user.latitude,
    longitude: user.longitude,
    serviceArea: row.serviceArea ? { uuid: row.serviceArea.id, name: row.serviceArea.name } : null,
    wb: row.wb ? { name: row.wb.name, slug: row.wb.slug } : null,
    waitlistWFB: row.waitlist ? { name: row.waitlist.name, slug: row.waitlist.slug } : null,
    userWfb: row.wb ? { workforceBoard: row.wb.name, workforceFundingStatus: user.wfbFundingStatus } : null,
    grads: status === '5_PostProgram' ? { careerServiceCoachFK: user.careerCoachId } : null,
    userMetrics: {
      onePageResumeCreationDate: iso(user.onePageResumeCreationDate),
      profilePhotoUploadDate: iso(user.profilePhotoUploadDate),
      inSchoolStartDate: user.inSchoolStartDate,
    },
    emailRating: user.emailRating,
    profilePhotoPath: user.profilePhotoPath,
    hasOptedOutOfEmail: user.hasOptedOutOfEmail,
    hasOptedOutOfSMS: user.hasOptedOutOfSms,
    locale: user.locale,
    stipendSp: user.stipendSp,
    wfp: user.wfp,
    school: row.school
      ? {
          id: row.school.id,
          name: row.school.name,
          address: row.school.address,
          city: row.school.city,
          state: row.school.state,
          zip: row.school.zip,
          latitude: row.school.latitude,
          longitude: row.school.longitude,
          hours: row.school.hours,
          phone: row.school.phone,
        }
      : null,
    documents: docs
      ? {
          birthCertificateStatus: docs.birthCertificateStatus,
          socialSecurityCardStatus: docs.socialSecurityCardStatus,
          proofOfResidenceStatus: docs.proofOfResidenceStatus,
          driversLicenseStatus: docs.driversLicenseStatus,
          dotPhysicalStatus: docs.dotPhysicalStatus,
          clpStatus: docs.clpStatus,
          cdlaStatus: docs.cdlaStatus,
          endorsementDoublesTriplesStatus: docs.endorsementDoublesTriplesStatus,
          endorsementHazmatStatus: docs.endorsementHazmatStatus,
          endorsementTankersStatus: docs.endorsementTankersStatus,
          endorsementTWICStatus: docs.endorsementTwicStatus,
          fwAgreementStatus: docs.fwAgreementStatus,
          irsFormStatus: docs.irsFormStatus,
          idDocsStatus: docs.idDocsStatus,
          wbReverseReferralOptIn: docs.wbReverseReferralOptIn,
        }
      : null,
  };
}

/** The language a person reads the portal in and receives messages in (decision 028). */
export async function setUserLocale(db: Db, userId: string, locale: Locale): Promise<{ locale: Locale }> {
  return { locale: await updateLocale(db, userId, locale) };
}
