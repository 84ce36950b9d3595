import { describe, expect, it } from 'vitest';
import {
  defaultPath,
  firsthandVideoOf,
  isPathAllowed,
  isStatus,
  normalizePath,
  rankOf,
  statuses,
  STAFF_PATH,
  WITHDRAWN_PATH,
  type Status,
  type Viewer,
} from '@shared/domain/program.js';

const student = (status: Status): Viewer => ({ role: 'student', status });
const coach: Viewer = { role: 'coach' };
const admin: Viewer = { role: 'admin' };

describe('statuses and rankOf', () => {
  it('lists the nine program statuses in journey order', () => {
    expect([...statuses]).toEqual([
      '0_New',
      '1_Setup',
      '2_Training',
      '3_Permit',
      '4_School',
      '5_PostProgram',
      '95_OnHoldForSchool',
      '96_CEO',
      '99_Withdrew',
    ]);
  });

  it.each([
    ['0_New', 0],
    ['1_Setup', 1],
    ['2_Training', 2],
    ['3_Permit', 3],
    ['4_School', 4],
    ['5_PostProgram', 5],
    ['95_OnHoldForSchool', 95],
    ['96_CEO', 100], // spec 000 §9: 100 and above for staff
    ['99_Withdrew', 99],
  ] as const)('rankOf[%s] is %i', (status, rank) => {
    expect(rankOf[status]).toBe(rank);
  });

  it('has a rank for every status and no others', () => {
    expect(Object.keys(rankOf).sort()).toEqual([...statuses].sort());
  });
});

describe('isStatus', () => {
  it.each(statuses)('accepts %s', (status) => {
    expect(isStatus(status)).toBe(true);
  });

  it.each([
    ['an unknown code', '6_Graduated'],
    ['a lowercase variant', '0_new'],
    ['a padded value', ' 0_New'],
    ['the bare rank', '96'],
    ['an empty string', ''],
    ['a number', 0],
    ['null', null],
    ['undefined', undefined],
    ['an object', { status: '0_New' }],
    ['an array', ['0_New']],
  ])('rejects %s', (_label, value) => {
    expect(isStatus(value)).toBe(false);
  });
});

describe('defaultPath (spec 001 §2 "Default path per status")', () => {
  it.each([
    ['0_New', '/program/welcome'],
    ['1_Setup', '/program/welcome'],
    ['2_Training', '/program/prepermit'],
    ['96_CEO', '/program/prepermit'],
    ['3_Permit', '/program/permit'],
    ['4_School', '/program/school'],
    ['95_OnHoldForSchool', '/program/onhold'],
    ['5_PostProgram', '/postprogram'],
    ['99_Withdrew', '/program/withdrawn'],
  ] as const)('sends a %s student to %s', (status, path) => {
    expect(defaultPath(student(status))).toBe(path);
  });

  it.each([
    ['coach', coach],
    ['admin', admin],
  ])('sends %s staff to /staff', (_role, viewer) => {
    expect(defaultPath(viewer)).toBe('/staff');
  });

  it('exports the withdrawn and staff paths used above', () => {
    expect(WITHDRAWN_PATH).toBe('/program/withdrawn');
    expect(STAFF_PATH).toBe('/staff');
  });

  it.each([
    ...statuses.map((s) => [s, student(s)] as const),
    ['coach', coach] as const,
    ['admin', admin] as const,
  ])('the default path of %s is itself allowed (no redirect loop)', (_label, viewer) => {
    expect(isPathAllowed(viewer, defaultPath(viewer))).toBe(true);
  });
});

describe('normalizePath', () => {
  it.each([
    ['/program/permit', '/program/permit'],
    ['/Program/Permit', '/program/permit'],
    ['/PROGRAM/SCHOOL/STIPEND/2', '/program/school/stipend/2'],
    ['/program/permit/', '/program/permit'],
    ['/program/permit///', '/program/permit'],
    ['/program/permit?tab=study', '/program/permit'],
    ['/program/permit/?tab=study', '/program/permit'],
    ['/program/permit#top', '/program/permit'],
    ['/Program/Permit/?a=1#b', '/program/permit'],
    ['/', '/'],
    ['/?next=/staff', '/'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });
});

/**
 * Route gating (spec 001 §2): every status × a set of paths. Each row names the statuses that may open the
 * path; every other status (and staff) is redirected. A student may revisit every stage up to their own;
 * on hold sits between permit and school and never sees /program/school; 96_CEO may see every stage.
 */
const ACTIVE: Status[] = statuses.filter((s) => s !== '99_Withdrew');
const WELCOME: Status[] = ACTIVE;
const PREPERMIT: Status[] = [
  '2_Training',
  '3_Permit',
  '4_School',
  '5_PostProgram',
  '95_OnHoldForSchool',
  '96_CEO',
];
const PERMIT: Status[] = ['3_Permit', '4_School', '5_PostProgram', '95_OnHoldForSchool', '96_CEO'];
const ONHOLD: Status[] = ['95_OnHoldForSchool', '96_CEO'];
const SCHOOL: Status[] = ['4_School', '5_PostProgram', '96_CEO'];
const POSTPROGRAM: Status[] = ['5_PostProgram', '96_CEO'];
const NOBODY: Status[] = [];

const gating: Array<[path: string, allowed: Status[]]> = [
  // stage landing routes
  ['/program/welcome', WELCOME],
  ['/program/prepermit', PREPERMIT],
  ['/program/permit', PERMIT],
  ['/program/onhold', ONHOLD],
  ['/program/school', SCHOOL],
  ['/postprogram', POSTPROGRAM],
  // stage sub-paths
  ['/program/welcome/orientation', WELCOME],
  ['/program/prepermit/class/2', PREPERMIT],
  ['/program/permit/study', PERMIT],
  ['/program/permit/find_dmv', PERMIT],
  ['/program/permit/uber_one_stop', PERMIT],
  ['/program/school/pre_enrollment', SCHOOL],
  ['/program/school/stipend/2', SCHOOL],
  ['/program/school/pretrip_video_1', SCHOOL],
  ['/postprogram/homepage', POSTPROGRAM],
  // screens open to every active student
  ['/postprogram/career_services', ACTIVE],
  ['/postprogram/career_services/know_career_coach', ACTIVE],
  ['/postprogram/career_services/professional_email', ACTIVE],
  ['/workforce/anything', ACTIVE],
  ['/meet/career-coaching-call-1764000000000', ACTIVE],
  ['/workforce/board/screen/micro/submicro', ACTIVE],
  ['/program/documents', ACTIVE],
  ['/program/documents/identity', ACTIVE],
  ['/program/account', ACTIVE],
  ['/program/locations', ACTIVE],
  ['/program/analyze_email', ACTIVE],
  // withdrawn screen: only for 99_Withdrew, and that is all they get
  ['/program/withdrawn', ['99_Withdrew']],
  ['/program/withdrawn/extra', NOBODY],
  // staff area: never for students
  ['/staff', NOBODY],
  ['/staff/students/42', NOBODY],
  // unknown paths and look-alike prefixes
  ['/program/nonsense', NOBODY],
  ['/program', NOBODY],
  ['/program/welcomex', NOBODY],
  ['/program/documentsx', NOBODY],
  ['/postprogramx', NOBODY],
  ['/postprogram_career_services', NOBODY],
  ['/workforce', NOBODY],
  ['/workforcex/a', NOBODY],
  ['/staffing', NOBODY],
  ['/foo', NOBODY],
  ['/', NOBODY],
  ['/login', NOBODY],
  ['', NOBODY],
  // case, trailing-slash, query and hash variants behave like the plain path
  ['/Program/Permit', PERMIT],
  ['/PROGRAM/SCHOOL/STIPEND/2', SCHOOL],
  ['/program/permit/', PERMIT],
  ['/program/school/stipend/2/', SCHOOL],
  ['/program/permit?tab=study', PERMIT],
  ['/program/onhold#top', ONHOLD],
  ['/POSTPROGRAM/?x=1', POSTPROGRAM],
  ['/Workforce/Anything/', ACTIVE],
  ['/program/Withdrawn/', ['99_Withdrew']],
  ['/STAFF/', NOBODY],
];

describe('isPathAllowed for students (spec 001 §2 "Route gating")', () => {
  const rows = statuses.flatMap((status) =>
    gating.map(([path, allowed]) => [status, path, allowed.includes(status)] as const),
  );

  it.each(rows)('%s on %j -> %s', (status, path, expected) => {
    expect(isPathAllowed(student(status), path)).toBe(expected);
  });
});

describe('isPathAllowed for staff', () => {
  const staffAllowed = [
    '/staff',
    '/staff/',
    '/staff/students/42',
    '/Staff',
    '/STAFF/students?q=x',
    '/staff#x',
  ];
  const staffDenied = [
    '/staffing',
    '/program/welcome',
    '/program/prepermit',
    '/program/permit/study',
    '/program/school/stipend/2',
    '/program/onhold',
    '/program/documents',
    '/program/account',
    '/program/withdrawn',
    '/postprogram',
    '/postprogram/career_services/know_career_coach',
    '/workforce/anything',
    '/foo',
    '/',
  ];

  for (const [role, viewer] of [
    ['coach', coach],
    ['admin', admin],
  ] as const) {
    it.each(staffAllowed)(`${role} may open %j`, (path) => {
      expect(isPathAllowed(viewer, path)).toBe(true);
    });
    it.each(staffDenied)(`${role} may not open %j`, (path) => {
      expect(isPathAllowed(viewer, path)).toBe(false);
    });
  }
});

describe('first-hand CDL-A videos', () => {
  it('offers video 1 in permit training and video 2 in school, each with its own flag', () => {
    expect(firsthandVideoOf('prepermit')).toEqual({ video: 1, flag: 'firsthandCdla1' });
    expect(firsthandVideoOf('school')).toEqual({ video: 2, flag: 'firsthandCdla2' });
    for (const screen of ['welcome', 'permit', 'onhold', 'postprogram'] as const) {
      expect(firsthandVideoOf(screen), screen).toBeNull();
    }
  });
});
