import { registerEnglish } from '../translator.js';

/** Words of the Staff page (admins manage who works the program) and of the staff invitation (decision 040). */
export const staffTeam = {
  nav: 'Staff',
  title: 'Staff',
  intro:
    'Everyone who works the program. Invite a staff member, change what they do, or end their access. Only admins see this page.',
  roles: {
    admin: 'Admin',
    coach: 'Success Coach',
    careerCoach: 'Career Coach',
    instructor: 'Instructor',
  },
  roleHints: {
    admin: 'Runs the console and manages staff.',
    coach: 'Works a caseload of students.',
    careerCoach: 'Meets graduates about jobs; can be chosen as a student’s career coach.',
    instructor: 'Teaches classes; opens the console.',
  },
  listTitle: 'Staff members',
  count_one: '{{count}} staff member',
  count_other: '{{count}} staff members',
  name: 'Name',
  email: 'E-mail',
  role: 'Role',
  access: 'Access',
  lastSeen: 'Last seen',
  actions: 'Actions',
  active: 'Active',
  deactivated: 'Deactivated',
  neverSeen: 'Never signed in',
  you: 'You',
  loadFailed: 'The staff list could not be loaded. Try again.',
  retry: 'Try again',
  invite: {
    title: 'Invite a staff member',
    hint: 'They get an e-mail that tells them how to sign in. No password is needed.',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Work e-mail',
    role: 'Role',
    submit: 'Send invitation',
    sending: 'Sending…',
    sent: 'Invitation sent to {{email}}.',
  },
  changeRole: {
    label: 'Role of {{name}}',
    save: 'Change role',
    saving: 'Saving…',
    done: '{{name}} is now {{role}}.',
  },
  deactivate: 'Deactivate',
  deactivateLabel: 'Deactivate {{name}}',
  confirmDeactivate:
    'End the access of {{name}} now? They are signed out at once and cannot sign in until an admin reactivates them.',
  confirmYes: 'Yes, deactivate',
  confirmNo: 'Keep access',
  deactivated_done: '{{name}} is deactivated and signed out.',
  reactivate: 'Reactivate',
  reactivateLabel: 'Reactivate {{name}}',
  reactivated: '{{name}} can sign in again.',
  errors: {
    adminOnly: 'Only an admin can manage staff.',
    unknown: 'There is no staff member with this id.',
    lastAdmin:
      'The program needs at least one active admin. Make someone else an admin before you change this one.',
    firstNameRequired: 'Enter a first name.',
    lastNameRequired: 'Enter a last name.',
    emailInvalid: 'Enter a work e-mail address, like name@program.org.',
    roleInvalid: 'Choose a role: Admin, Success Coach, Career Coach or Instructor.',
    alreadyStaff: '{{email}} is already on the staff list.',
    isStudent: 'This e-mail belongs to a student. Use another address for a staff account.',
    deactivatedStaff: '{{email}} is on the staff list but deactivated. Reactivate them instead.',
  },
  emailSubject: 'You are invited to the Freeway staff console',
  emailText:
    'Hello {{firstName}},\n\n{{inviter}} added you to the Freeway program staff as {{role}}.\n\nTo sign in, open {{url}}, choose "E-mail", enter {{email}} and select "Send me a code". Type the 6-digit code we e-mail you. There is no password.\n\nIf you did not expect this e-mail, you can ignore it.',
};

registerEnglish({ staffTeam });
