import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import {
  coachAssignments,
  documents,
  locations,
  serviceAreas,
  users,
  workforceBoards,
} from '@server/db/schema/index.js';
import { rateEmail } from '@shared/domain/analysis.js';
import type { Status } from '@shared/domain/program.js';
import { seedJourney } from './journeys.js';

type DocStatus = 'incomplete' | 'pending' | 'complete';

function daysAgo(days: number, now: Date): string {
  const d = new Date(now.getTime() - days * 86_400_000);
  return d.toISOString().slice(0, 10);
}

/** Demo people of DESIGN.md §4; dates are relative to `now` so the demo never goes stale. */
export async function seedDemoData(db: Db, now = new Date()): Promise<boolean> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((existing?.n ?? 0) > 0) return false;

  await db.transaction(async (tx) => {
    const [area] = await tx
      .insert(serviceAreas)
      .values({ name: 'Chicago', jobBoardUrl: 'https://jobs.freeway.example/chicago' })
      .returning();
    const [board] = await tx
      .insert(workforceBoards)
      .values({
        slug: 'wb-chicago',
        name: 'Chicago Cook Workforce Partnership',
        link: 'https://workforce.freeway.example/chicago',
      })
      .returning();

    const [school] = await tx
      .insert(locations)
      .values({
        type: 'truckingSchool',
        name: 'Midwest CDL Training Center',
        address: '4200 S Pulaski Rd',
        city: 'Chicago',
        state: 'IL',
        zip: '60632',
        latitude: 41.8151,
        longitude: -87.7237,
        hours: 'Mon-Fri 7:00am-3:30pm',
        phone: '+13125550150',
      })
      .returning();

    const [coach] = await tx
      .insert(users)
      .values({
        role: 'coach',
        email: 'coach@example.org',
        phone: '+13125550109',
        firstName: 'Kevin',
        lastName: 'Reed',
        status: null,
        city: 'Chicago',
        state: 'IL',
      })
      .returning();

    // The program's admin: the console with the Staff page (decision 040).
    await tx.insert(users).values({
      role: 'admin',
      email: 'admin@example.org',
      phone: '+13125550110',
      firstName: 'Renee',
      lastName: 'Okafor',
      status: null,
      city: 'Chicago',
      state: 'IL',
    });

    // A career coach: keeps the program's job listings in the console (decision 044).
    await tx.insert(users).values({
      role: 'careerCoach',
      email: 'careers@example.org',
      phone: '+13125550111',
      firstName: 'Lena',
      lastName: 'Brooks',
      status: null,
      city: 'Chicago',
      state: 'IL',
    });

    const chicago = { city: 'Chicago', state: 'IL', serviceAreaId: area!.id };
    const people: (typeof users.$inferInsert & { docs: Partial<Record<string, DocStatus>> })[] = [
      {
        email: 'new@example.org',
        phone: '+13125550101',
        firstName: 'Maria',
        lastName: 'Lopez',
        status: '0_New',
        address: '2150 S Canal St',
        zipcode: '60616',
        latitude: 41.8536,
        longitude: -87.6396,
        ...chicago,
        docs: {},
      },
      {
        email: 'setup@example.org',
        phone: '+13125550102',
        firstName: 'James',
        lastName: 'Carter',
        dateOfBirth: '1991-07-14',
        status: '1_Setup',
        address: '4410 W Madison St',
        zipcode: '60624',
        latitude: 41.8805,
        longitude: -87.7364,
        ...chicago,
        slackId: 'U0DEMO0102',
        docs: { birthCertificateStatus: 'pending', socialSecurityCardStatus: 'incomplete' },
      },
      {
        email: 'training@example.org',
        phone: '+13125550103',
        firstName: 'Denise',
        lastName: 'Walker',
        dateOfBirth: '1986-02-09',
        status: '2_Training',
        address: '6300 S Halsted St',
        zipcode: '60621',
        latitude: 41.779,
        longitude: -87.6446,
        ...chicago,
        uberAccessEnabled: false,
        slackId: 'U0DEMO0103',
        docs: {
          birthCertificateStatus: 'complete',
          socialSecurityCardStatus: 'pending',
          proofOfResidenceStatus: 'pending',
          driversLicenseStatus: 'complete',
        },
      },
      {
        email: 'permit@example.org',
        phone: '+13125550104',
        firstName: 'Robert',
        lastName: 'Hughes',
        dateOfBirth: '1994-10-22',
        status: '3_Permit',
        address: '1000 E 79th St',
        zipcode: '60619',
        latitude: 41.7515,
        longitude: -87.5996,
        ...chicago,
        uberAccessEnabled: false,
        slackId: 'U0DEMO0104',
        docs: {
          birthCertificateStatus: 'complete',
          socialSecurityCardStatus: 'complete',
          proofOfResidenceStatus: 'pending',
          driversLicenseStatus: 'complete',
          dotPhysicalStatus: 'incomplete',
          idDocsStatus: 'pending',
        },
      },
      {
        email: 'school@example.org',
        phone: '+13125550105',
        firstName: 'Marcus',
        lastName: 'Johnson',
        dateOfBirth: '1983-05-30',
        status: '4_School',
        address: '3501 W Ogden Ave',
        zipcode: '60623',
        latitude: 41.851,
        longitude: -87.7137,
        ...chicago,
        uberAccessEnabled: true,
        stipendSp: true,
        wfp: true,
        wbId: board!.id,
        waitlistWbId: board!.id,
        wfbFundingStatus: 'Funded',
        schoolId: school!.id,
        inSchoolStartDate: daysAgo(10, now),
        slackId: 'U0DEMO0105',
        docs: {
          birthCertificateStatus: 'complete',
          socialSecurityCardStatus: 'complete',
          proofOfResidenceStatus: 'complete',
          driversLicenseStatus: 'complete',
          dotPhysicalStatus: 'complete',
          clpStatus: 'complete',
          idDocsStatus: 'complete',
        },
      },
      {
        email: 'onhold@example.org',
        phone: '+13125550106',
        firstName: 'Tanya',
        lastName: 'Brooks',
        dateOfBirth: '1997-12-03',
        status: '95_OnHoldForSchool',
        address: '5200 W Chicago Ave',
        zipcode: '60651',
        latitude: 41.895,
        longitude: -87.756,
        ...chicago,
        docs: {
          birthCertificateStatus: 'complete',
          socialSecurityCardStatus: 'complete',
          proofOfResidenceStatus: 'complete',
          driversLicenseStatus: 'pending',
          dotPhysicalStatus: 'complete',
          clpStatus: 'complete',
        },
      },
      {
        email: 'grad@example.org',
        phone: '+13125550107',
        firstName: 'Andre',
        lastName: 'Williams',
        dateOfBirth: '1989-08-17',
        status: '5_PostProgram',
        address: '1340 S Michigan Ave',
        zipcode: '60605',
        latitude: 41.8643,
        longitude: -87.6244,
        ...chicago,
        uberAccessEnabled: true,
        careerCoachId: coach!.id,
        // Finished school there.
        schoolId: school!.id,
        inSchoolStartDate: daysAgo(60, now),
        slackId: 'U0DEMO0107',
        docs: {
          birthCertificateStatus: 'complete',
          socialSecurityCardStatus: 'complete',
          proofOfResidenceStatus: 'complete',
          driversLicenseStatus: 'complete',
          dotPhysicalStatus: 'complete',
          clpStatus: 'complete',
          cdlaStatus: 'complete',
          fwAgreementStatus: 'complete',
          irsFormStatus: 'pending',
          idDocsStatus: 'complete',
        },
      },
      {
        email: 'instructor@example.org',
        phone: '+13125550108',
        firstName: 'Linda',
        lastName: 'Park',
        status: '96_CEO',
        address: '600 W Jackson Blvd',
        zipcode: '60661',
        latitude: 41.8781,
        longitude: -87.643,
        ...chicago,
        docs: {},
      },
    ];

    for (const { docs, ...person } of people) {
      // Demo people arrive already rated, so the first-load rating (spec 001 §2 step 5) does not move them.
      const emailRating = rateEmail(person.email, person).level;
      const [user] = await tx
        .insert(users)
        .values({ ...person, emailRating })
        .returning({ id: users.id });
      await tx.insert(documents).values({ userId: user!.id, ...docs });
      if (person.status)
        await seedJourney(
          tx,
          user!.id,
          person.status as Status,
          docs,
          {
            waitlistBoard: person.waitlistWbId ? board!.slug : null,
            hasFundingRecord: Boolean(person.wfbFundingStatus),
            wfp: person.wfp ?? false,
            uberAccessEnabled: person.uberAccessEnabled ?? false,
            stipendSp: person.stipendSp ?? false,
          },
          now,
        );
      // The coach's caseload: every demo student but the newest, who has no coach yet.
      if (person.status !== '96_CEO' && person.status !== '0_New')
        await tx.insert(coachAssignments).values({ studentId: user!.id, coachId: coach!.id });
    }
  });
  return true;
}
