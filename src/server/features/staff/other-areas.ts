import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { DocumentStatus, Documents } from '@shared/contracts/user.js';
import type { SignInState, StudentPayout, StudentQuiz, StudentRides } from '@shared/contracts/staff.js';
import type { Conn, Db, Tx } from '@server/db/client.js';
import type { PerStudent, RowsOf, StudentScope } from '@server/db/per-student.js';

/*
 * What the console reads and changes in other areas, as those areas export it: the composition root
 * (src/server/console-areas.ts) fills this in, since features never import each other. The console's own
 * tables (schema/staff.ts) and the student record (`users`, with the workforce boards the console manages)
 * are the only ones it reads itself. Pieces of SQL (`PerStudent`, `RowsOf`, counts) keep each caseload,
 * count and timeline read one statement.
 */

/** A subquery of per-student facts, for the students `only` selects. */
type Piece<T extends Record<string, unknown>> = (db: Conn, only: StudentScope) => PerStudent<T>;

/** A subquery of one student's rows. */
type RowsAbout<T extends string> = (db: Conn, studentId: string) => RowsOf<T>;

/** One place (a school or a One Stop office) as the console lists and edits it. */
interface Place {
  id: string;
  slug: string | null;
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  latitude: number;
  longitude: number;
  hours: string | null;
  phone: string | null;
}
export type PlaceValues = Omit<Place, 'id' | 'slug'>;
export type SchoolValues = PlaceValues & { providerId: string | null };
export type OfficeRow = Place & { boardId: string | null };

/** A help-desk ticket as the console shows and solves it. */
interface Ticket {
  id: string;
  userId: string | null;
  email: string;
  subject: string;
  body: string;
  status: 'queued' | 'open' | 'closed';
  createdAt: Date;
}

type DocumentsRecord = Omit<Documents, 'endorsementTWICStatus'> & { endorsementTwicStatus: DocumentStatus };

export interface OtherAreas {
  documents: {
    perStudent: Piece<{ at: Date | null; pending: number; pendingSince: Date | null; hasResume: number }>;
    /** Photos waiting for review (the documents queue). */
    pendingCount: SQL;
    uploadsOf: RowsAbout<'id' | 'folder' | 'at'>;
    record(db: Conn, studentId: string): Promise<DocumentsRecord | null>;
    latestResume(db: Conn, studentId: string): Promise<{ id: string } | null>;
    /** Gives a new student their (empty) documents record. */
    addRecord(tx: Tx, studentId: string): Promise<void>;
  };
  agreement: {
    /** The agreement's status, its row locked for the change that follows. */
    statusForUpdate(tx: Tx, studentId: string): Promise<DocumentStatus | null>;
    markSigned(tx: Tx, studentId: string): Promise<void>;
  };
  stipends: {
    perStudent: Piece<{ at: Date | null; requested: number; requestedSince: Date | null }>;
    /** Requests waiting for approval or payment (the stipends queue). */
    waitingCount: SQL;
    requestsOf(
      db: Conn,
      studentId: string,
    ): Promise<{ id: string; week: number; status: string; createdAt: Date }[]>;
    /** Where the student's stipends are paid; null when not fixed yet. */
    paymentEmail(db: Db, studentId: string): Promise<string | null>;
  };
  tickets: {
    perStudent: Piece<{ at: Date | null; open: number; openSince: Date | null }>;
    /** Tickets not closed (the tickets queue). */
    openCount: SQL;
    ofStudent(
      db: Conn,
      studentId: string,
    ): Promise<{ id: string; subject: string; status: string; createdAt: Date }[]>;
    /** The oldest tickets not closed, with the student's name and language. */
    openQueue(db: Conn): Promise<
      {
        ticket: Ticket;
        studentFirstName: string | null;
        studentLastName: string | null;
        studentLocale: 'en' | 'es' | null;
      }[]
    >;
    find(db: Conn, id: string): Promise<Ticket | null>;
    findForUpdate(tx: Tx, id: string): Promise<Ticket | null>;
    close(tx: Tx, id: string): Promise<void>;
  };
  rides: {
    perStudent: Piece<{ open: number; since: Date | null }>;
    /** Requests and Flexible rides waiting for a coach (the rides queue). */
    waitingCount: SQL;
    tripsOf: RowsAbout<'id' | 'reason' | 'status' | 'at'>;
    record(db: Db, studentId: string): Promise<StudentRides>;
  };
  payouts: {
    /** Payouts waiting (the payouts queue). */
    pendingCount: SQL;
    record(db: Db, studentId: string): Promise<StudentPayout[]>;
    /** Where the student's payouts are paid; null when not fixed yet. */
    paymentEmail(db: Db, studentId: string): Promise<string | null>;
  };
  signIn: {
    perStudent: Piece<{ at: Date | null }>;
    /** The last request of any of the person's sessions, a scalar subquery on the person's id. */
    lastRequest(personId: SQLWrapper): SQL<Date | null>;
    endSessions(tx: Tx, personId: string): Promise<number>;
    state(db: Db, studentId: string): Promise<SignInState>;
    /** Forgets a student's wrong codes and lock; returns the state before. */
    liftLock(tx: Tx, studentId: string): Promise<SignInState>;
  };
  learning: {
    quizzes(db: Db, studentId: string): Promise<StudentQuiz[]>;
  };
  school: {
    /** Keeps on-hold pre-enrollment answers as an earlier round and clears them; true when it did. */
    reopenPreEnrollment(tx: Tx, studentId: string, closedBy: string): Promise<boolean>;
  };
  classes: {
    bookingsOf: RowsAbout<'id' | 'name' | 'startsAt' | 'cancelledAt' | 'at'>;
  };
  places: {
    schools(db: Conn): Promise<(Place & { providerId: string | null; students: number })[]>;
    schoolChoices(db: Conn): Promise<{ id: string; name: string }[]>;
    findSchoolForUpdate(tx: Tx, id: string): Promise<(Place & { providerId: string | null }) | null>;
    schoolNameTaken(db: Conn, name: string, except: string | null): Promise<boolean>;
    insertSchool(tx: Tx, values: SchoolValues): Promise<string>;
    updateSchool(tx: Tx, id: string, values: SchoolValues): Promise<void>;
    deleteSchool(tx: Tx, id: string): Promise<void>;
    offices(db: Conn): Promise<OfficeRow[]>;
    /** Slugs of offices from content, which a new board's slug must not clash with. */
    officeSlugs(db: Conn): Promise<string[]>;
    findOfficeForUpdate(tx: Tx, id: string): Promise<OfficeRow | null>;
    officeNameTaken(db: Conn, boardId: string, name: string, except: string | null): Promise<boolean>;
    insertOffice(tx: Tx, boardId: string, values: PlaceValues): Promise<string>;
    updateOffice(tx: Tx, id: string, boardId: string, values: PlaceValues): Promise<void>;
    deleteOffice(tx: Tx, id: string, boardId: string): Promise<void>;
    deleteOfficesOf(tx: Tx, boardId: string): Promise<void>;
  };
}
