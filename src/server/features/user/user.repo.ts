import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '@server/db/client.js';
import { liveSession, sessionNeedsTouch } from '@server/plugins/session.js';
import {
  documents,
  locations,
  serviceAreas,
  sessions,
  users,
  workforceBoards,
} from '@server/db/schema/index.js';

const wb = alias(workforceBoards, 'wb');
const waitlist = alias(workforceBoards, 'waitlist_wb');

type SessionRowQuery = ReturnType<typeof sessionRowQuery>;
const prepared = new WeakMap<Db, SessionRowQuery>();

function sessionRowQuery(db: Db) {
  return db
    .select({
      user: {
        id: users.id,
        role: users.role,
        email: users.email,
        phone: users.phone,
        firstName: users.firstName,
        lastName: users.lastName,
        status: users.status,
        slackId: users.slackId,
        uberAccessEnabled: users.uberAccessEnabled,
        address: users.address,
        city: users.city,
        state: users.state,
        zipcode: users.zipcode,
        latitude: users.latitude,
        longitude: users.longitude,
        wfbFundingStatus: users.wfbFundingStatus,
        careerCoachId: users.careerCoachId,
        onePageResumeCreationDate: users.onePageResumeCreationDate,
        profilePhotoUploadDate: users.profilePhotoUploadDate,
        inSchoolStartDate: users.inSchoolStartDate,
        emailRating: users.emailRating,
        profilePhotoPath: users.profilePhotoPath,
        hasOptedOutOfEmail: users.hasOptedOutOfEmail,
        hasOptedOutOfSms: users.hasOptedOutOfSms,
        stipendSp: users.stipendSp,
        wfp: users.wfp,
      },
      documents: {
        birthCertificateStatus: documents.birthCertificateStatus,
        socialSecurityCardStatus: documents.socialSecurityCardStatus,
        proofOfResidenceStatus: documents.proofOfResidenceStatus,
        driversLicenseStatus: documents.driversLicenseStatus,
        dotPhysicalStatus: documents.dotPhysicalStatus,
        clpStatus: documents.clpStatus,
        cdlaStatus: documents.cdlaStatus,
        endorsementDoublesTriplesStatus: documents.endorsementDoublesTriplesStatus,
        endorsementHazmatStatus: documents.endorsementHazmatStatus,
        endorsementTankersStatus: documents.endorsementTankersStatus,
        endorsementTwicStatus: documents.endorsementTwicStatus,
        fwAgreementStatus: documents.fwAgreementStatus,
        irsFormStatus: documents.irsFormStatus,
        idDocsStatus: documents.idDocsStatus,
        wbReverseReferralOptIn: documents.wbReverseReferralOptIn,
      },
      serviceArea: { id: serviceAreas.id, name: serviceAreas.name },
      wb: { name: wb.name, slug: wb.slug },
      waitlist: { name: waitlist.name, slug: waitlist.slug },
      school: {
        id: locations.id,
        name: locations.name,
        address: locations.address,
        city: locations.city,
        state: locations.state,
        zip: locations.zip,
        latitude: locations.latitude,
        longitude: locations.longitude,
        hours: locations.hours,
        phone: locations.phone,
      },
      stale: sessionNeedsTouch(),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(documents, eq(documents.userId, users.id))
    .leftJoin(serviceAreas, eq(serviceAreas.id, users.serviceAreaId))
    .leftJoin(wb, eq(wb.id, users.wbId))
    .leftJoin(waitlist, eq(waitlist.id, users.waitlistWbId))
    .leftJoin(locations, eq(locations.id, users.schoolId))
    .where(and(eq(sessions.id, sql.placeholder('id')), liveSession()))
    .prepare('session_row');
}

/**
 * Everything the session call returns for a valid session, in one prepared query: the most frequent call
 * of the portal checks the session and reads the person in a single round trip, and reads only the
 * columns the answer shows (every column costs the database, the driver and the row mapping each time).
 */
export async function findSessionRow(db: Db, sessionId: string) {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = sessionRowQuery(db)));
  const [row] = await query.execute({ id: sessionId });
  return row ?? null;
}

export async function touchLastSeen(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ lastSeenAt: new Date() }).where(eq(users.id, userId));
}
