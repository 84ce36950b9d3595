import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  pgTable,
  primaryKey,
  text,
  uuid,
  index,
  integer,
} from 'drizzle-orm/pg-core';
import { timestamptz, id, createdAt, timestamps } from './columns.js';

export const serviceAreas = pgTable('service_areas', {
  id: id(),
  name: text('name').notNull(),
  jobBoardUrl: text('job_board_url'),
});

export const workforceBoards = pgTable('workforce_boards', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  link: text('link'),
});

/** Students and staff. Students carry a program status; staff carry a role and no status. */
export const users = pgTable(
  'users',
  {
    id: id(),
    role: text('role', { enum: ['student', 'admin', 'coach', 'careerCoach', 'instructor'] })
      .notNull()
      .default('student'),
    email: text('email').notNull().unique(),
    /** Null for staff who gave none (they sign in by e-mail); every student has one. */
    phone: text('phone').unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    status: text('status'),
    slackId: text('slack_id'),
    uberAccessEnabled: boolean('uber_access_enabled').notNull().default(false),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zipcode: text('zipcode'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    serviceAreaId: uuid('service_area_id').references(() => serviceAreas.id),
    wbId: uuid('wb_id').references(() => workforceBoards.id),
    waitlistWbId: uuid('waitlist_wb_id').references(() => workforceBoards.id),
    wfbFundingStatus: text('wfb_funding_status'),
    wfp: boolean('wfp').notNull().default(false),
    stipendSp: boolean('stipend_sp').notNull().default(false),
    careerCoachId: uuid('career_coach_id'),
    /** A coach's own meeting room (https), where their booked video calls take place; set in the console. */
    meetingUrl: text('meeting_url'),
    /** The trucking school a student is assigned to (a location of type truckingSchool). */
    schoolId: uuid('school_id'),
    inSchoolStartDate: date('in_school_start_date'),
    /** From the enrolment papers, entered by a coach: checked against the documents they review. */
    dateOfBirth: date('date_of_birth'),
    profilePhotoUploadDate: timestamptz('profile_photo_upload_date'),
    onePageResumeCreationDate: timestamptz('one_page_resume_creation_date'),
    /** professionalLevel of the last rating of the student's own address; null until rated. */
    emailRating: text('email_rating', { enum: ['professional', 'semi-professional', 'unprofessional'] }),
    /** Where the current profile photo is stored (an upload path of folder profilePhoto). */
    profilePhotoPath: text('profile_photo_path'),
    hasOptedOutOfEmail: boolean('has_opted_out_of_email').notNull().default(false),
    hasOptedOutOfSms: boolean('has_opted_out_of_sms').notNull().default(false),
    /** The payment e-mail of the first payout request; only a coach changes it afterwards (audited). */
    payoutEmail: text('payout_email'),
    /** The language the student reads the portal in; every e-mail and text to them goes out in it. */
    locale: text('locale', { enum: ['en', 'es'] })
      .notNull()
      .default('en'),
    ...timestamps(),
    lastSeenAt: timestamptz('last_seen_at'),
    /** A staff member an admin deactivated: no sign-in, no session (decision 040). */
    deactivatedAt: timestamptz('deactivated_at'),
  },
  (table) => [
    index('users_status_idx').on(table.status),
    index('users_lower_email_idx').on(sql`lower(${table.email})`),
  ],
);

/** Who a person is and where to write to them: what every notice to a person starts from. */
export const personColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
};

export const pageViews = pgTable(
  'page_views',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('page_views_user_idx').on(table.userId, table.createdAt)],
);

/** One-time hints a student has dismissed (e.g. the first-time checklist tip), remembered on the server. */
export const userFlags = pgTable(
  'user_flags',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    flag: text('flag').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.flag] })],
);

/**
 * A 6-digit code sent to a new e-mail address or phone number, proving it belongs to the student before
 * it replaces the old one. Stored as an HMAC bound to the user and the target, never in clear.
 */
export const contactChangeCodes = pgTable(
  'contact_change_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    /**
     * `current`: sent to the address on file, proving the holder of the session still owns it before a change
     * may start; `new`: sent to the new address, proving it is theirs.
     */
    purpose: text('purpose', { enum: ['current', 'new'] })
      .notNull()
      .default('new'),
    /** The normalised address the code went to: lower-case e-mail or +1 phone. */
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    consumedAt: timestamptz('consumed_at'),
    createdAt: createdAt(),
  },
  (table) => [index('contact_change_codes_user_idx').on(table.userId, table.createdAt)],
);
