import { area } from './endpoint.js';
import type { staffFactsSchemas } from './staff-facts.js';

const staff = area<typeof staffFactsSchemas>('staff', [400, 401, 403, 404, 409]);

/** The program facts of one student (school, start date, stipend plan, rides, funding, career coach). */
export const getProgramFacts = staff.get('getProgramFacts', '/admin/students/:id/facts');

/**
 * Changes some of a student's program facts: each change audited with its old and new value, the student
 * told once. Setting the values already stored changes nothing.
 */
export const setProgramFacts = staff.patch('setProgramFacts', '/admin/students/:id/facts');

/**
 * A status correction with a reason: the exceptional moves the student's forward-only moves do not make
 * (decision 041). 409 when the move is not open to the viewer; the same status again answers the same.
 */
export const correctStatus = staff.post('correctStatus', '/admin/students/:id/status-correction');

/** The trucking schools students may be assigned to, with the Training Provider Registry's entries. */
export const listSchools = staff.get('listSchools', '/admin/schools');

/** Adds a trucking school (admins). */
export const createSchool = staff.post('createSchool', '/admin/schools');

/** Changes a school made in the console (admins); schools from content files are read-only. */
export const updateSchool = staff.put('updateSchool', '/admin/schools/:id');

/** Removes a school made in the console that no student is assigned to (admins). */
export const removeSchool = staff.delete('removeSchool', '/admin/schools/:id');
