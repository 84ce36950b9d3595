import { agreementStatus, markSigned } from './features/agreement/agreement.repo.js';
import * as auth from './features/auth/console.repo.js';
import { liftSignInLock, signInStateOf } from './features/auth/auth.service.js';
import { bookingsOf } from './features/classes/console.repo.js';
import * as documents from './features/documents/console.repo.js';
import { findDocuments } from './features/documents/documents.repo.js';
import * as tickets from './features/helpdesk/console.repo.js';
import { testSummaryOf } from './features/learning/learning.service.js';
import * as places from './features/locations/console.repo.js';
import { pendingPayoutCount } from './features/payouts/console.repo.js';
import { payoutEmailOf, payoutsOf } from './features/payouts/payouts.service.js';
import * as rides from './features/rides/console.repo.js';
import { ridesOf } from './features/rides/admin.service.js';
import { reopenPreEnrollment } from './features/school/console.repo.js';
import type { OtherAreas } from './features/staff/other-areas.js';
import * as stipends from './features/stipends/console.repo.js';
import { listRequests } from './features/stipends/stipends.repo.js';
import { paymentEmailOf } from './features/stipends/stipends.service.js';
import { latestUpload } from './uploads/uploads.repo.js';

/**
 * The staff console's way into the other areas: each entry is what that area exports for it. Composed
 * once here and handed to the staff routes by app.ts (features never import each other).
 */
export const consoleAreas: OtherAreas = {
  documents: {
    perStudent: documents.uploadsPerStudent,
    pendingCount: documents.pendingReviewCount,
    uploadsOf: documents.uploadsOf,
    record: findDocuments,
    latestResume: (db, studentId) => latestUpload(db, studentId, 'resume'),
    addRecord: documents.addDocumentsRecord,
  },
  agreement: { statusForUpdate: agreementStatus, markSigned },
  stipends: {
    perStudent: stipends.requestsPerStudent,
    waitingCount: stipends.waitingRequestCount,
    requestsOf: listRequests,
    paymentEmail: (db, studentId) => paymentEmailOf({ db }, studentId),
  },
  tickets: {
    perStudent: tickets.ticketsPerStudent,
    openCount: tickets.openTicketCount,
    ofStudent: tickets.ticketsOf,
    openQueue: tickets.listOpenTickets,
    find: tickets.findTicket,
    findForUpdate: tickets.findTicketForUpdate,
    close: tickets.closeTicket,
  },
  rides: {
    perStudent: rides.decisionsPerStudent,
    waitingCount: rides.waitingDecisionCount,
    tripsOf: rides.tripsOf,
    record: (db, studentId) => ridesOf({ db }, studentId),
  },
  payouts: {
    pendingCount: pendingPayoutCount,
    record: (db, studentId) => payoutsOf({ db }, studentId),
    paymentEmail: (db, studentId) => payoutEmailOf({ db }, studentId),
  },
  signIn: {
    perStudent: auth.signInsPerStudent,
    lastRequest: auth.lastSessionRequest,
    endSessions: auth.endSessions,
    state: signInStateOf,
    liftLock: liftSignInLock,
  },
  learning: { quizzes: (db, studentId) => testSummaryOf({ db }, studentId) },
  school: { reopenPreEnrollment },
  classes: { bookingsOf },
  places: {
    schools: places.listSchools,
    schoolChoices: places.listSchoolChoices,
    findSchoolForUpdate: places.findSchoolForUpdate,
    schoolNameTaken: places.schoolNameTaken,
    insertSchool: places.insertSchool,
    updateSchool: places.updateSchool,
    deleteSchool: places.deleteSchool,
    offices: places.listOffices,
    officeSlugs: places.officeSlugs,
    findOfficeForUpdate: places.findOfficeForUpdate,
    officeNameTaken: places.officeNameTaken,
    insertOffice: places.insertOffice,
    updateOffice: places.updateOffice,
    deleteOffice: places.deleteOffice,
    deleteOfficesOf: places.deleteOfficesOf,
  },
};
