import { endpoint } from './endpoint.js';
import type * as s from './staff-facts.js';

const tag = 'staff';
const errors = [400, 401, 403, 404, 409] as const;

/** The program facts of one student (school, start date, stipend plan, rides, funding, career coach). */
export const getProgramFacts = endpoint<{
  params: typeof s.studentParams;
  response: typeof s.factsResponse;
}>()({
  name: 'getProgramFacts',
  method: 'GET',
  path: '/admin/students/:id/facts',
  idempotency: 'none',
  errors,
  tag,
});

/**
 * Changes some of a student's program facts: each change audited with its old and new value, the student
 * told once. Setting the values already stored changes nothing.
 */
export const setProgramFacts = endpoint<{
  params: typeof s.studentParams;
  body: typeof s.factsPatchBody;
  response: typeof s.programFacts;
}>()({
  name: 'setProgramFacts',
  method: 'PATCH',
  path: '/admin/students/:id/facts',
  idempotency: 'none',
  errors,
  tag,
});

/**
 * A status correction with a reason: the exceptional moves the student's forward-only moves do not make
 * (decision 041). 409 when the move is not open to the viewer; the same status again answers the same.
 */
export const correctStatus = endpoint<{
  params: typeof s.studentParams;
  body: typeof s.statusCorrectionBody;
  response: typeof s.statusCorrectionResponse;
}>()({
  name: 'correctStatus',
  method: 'POST',
  path: '/admin/students/:id/status-correction',
  idempotency: 'replay',
  errors,
  tag,
});

/** The trucking schools students may be assigned to, with the Training Provider Registry's entries. */
export const listSchools = endpoint<{ response: typeof s.schoolList }>()({
  name: 'listSchools',
  method: 'GET',
  path: '/admin/schools',
  idempotency: 'none',
  errors,
  tag,
});

/** Adds a trucking school (admins). */
export const createSchool = endpoint<{ body: typeof s.schoolBody; response: typeof s.school }>()({
  name: 'createSchool',
  method: 'POST',
  path: '/admin/schools',
  idempotency: 'replay',
  errors,
  tag,
});

/** Changes a school made in the console (admins); schools from content files are read-only. */
export const updateSchool = endpoint<{
  params: typeof s.schoolParams;
  body: typeof s.schoolBody;
  response: typeof s.school;
}>()({
  name: 'updateSchool',
  method: 'PUT',
  path: '/admin/schools/:id',
  idempotency: 'none',
  errors,
  tag,
});

/** Removes a school made in the console that no student is assigned to (admins). */
export const removeSchool = endpoint<{ params: typeof s.schoolParams; response: typeof s.removedSchool }>()({
  name: 'removeSchool',
  method: 'DELETE',
  path: '/admin/schools/:id',
  idempotency: 'none',
  errors,
  tag,
});
