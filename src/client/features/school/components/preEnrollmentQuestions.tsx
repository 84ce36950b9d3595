import type { ReactNode } from 'react';
import type { SessionUser } from '@shared/contracts/user';
import { formatUsPhone } from '@shared/domain/contact';
import { t } from '@shared/i18n';
import type { Draft, Drug } from './preEnrollmentDraft';
import '@shared/messages/pre-enrollment';

/** The draft keys that hold a question's choice; every other key is a field a choice reveals. */
type AnswerKey = 'address' | 'payEmail' | 'phone' | 'drug' | 'ready';
type FieldKey = Exclude<keyof Draft, AnswerKey>;
export type Choice = boolean | Drug;

export interface RevealedField {
  name: FieldKey;
  id: string;
  label: () => string;
  kind?: 'text' | 'state' | 'textarea';
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'numeric' | 'email' | 'tel';
  autoComplete?: string;
  /** An e-mail field that offers "Did you mean …?" for a mistyped provider. */
  suggestTypos?: boolean;
  maxLength?: number;
}

export interface QuestionSpec {
  answer: AnswerKey;
  title: () => string;
  /** What the portal has on file, shown under the question. */
  shown?: (user: SessionUser) => ReactNode;
  options: () => { value: Choice; label: string }[];
  /** The fields the given choice opens. */
  reveal?: { when: Choice; fields: RevealedField[] };
  /** A line shown under the choices for some choices. */
  notes?: Partial<Record<string, () => string>>;
  /** A choice that asks to be confirmed in a modal before going on. */
  confirm?: { when: Choice; title: () => string; body: () => string; yes: () => string; no: () => string };
}

const yesNo = () => [
  { value: true, label: t('preEnrollment.yes') },
  { value: false, label: t('preEnrollment.no') },
];

/** Pre-enrollment's five questions (spec 001 §2), in order: 'Question N of 5' is the place in this list. */
export const preEnrollmentQuestions: QuestionSpec[] = [
  {
    answer: 'address',
    title: () => t('preEnrollment.q1'),
    shown: (user) => (
      <p className="shown">
        {user.address
          ? `${user.address}, ${user.city ?? ''}, ${user.state ?? ''}`
          : t('preEnrollment.q1None')}
      </p>
    ),
    options: yesNo,
    reveal: {
      when: false,
      fields: [
        {
          name: 'streetAddress',
          id: 'pe-street',
          label: () => t('preEnrollment.street'),
          autoComplete: 'street-address',
        },
        { name: 'city', id: 'pe-city', label: () => t('preEnrollment.city'), autoComplete: 'address-level2' },
        {
          name: 'state',
          id: 'pe-state',
          label: () => t('preEnrollment.state'),
          kind: 'state',
          autoComplete: 'address-level1',
        },
        {
          name: 'zip',
          id: 'pe-zip',
          label: () => t('preEnrollment.zip'),
          inputMode: 'numeric',
          autoComplete: 'postal-code',
        },
      ],
    },
  },
  {
    answer: 'payEmail',
    title: () => t('preEnrollment.q2'),
    shown: (user) => (
      <>
        <p className="shown">{user.email}</p>
        <p className="muted">{t('preEnrollment.q2Note')}</p>
      </>
    ),
    options: yesNo,
    reveal: {
      when: false,
      fields: [
        {
          name: 'payPalEmail',
          id: 'pe-pay',
          label: () => t('preEnrollment.payEmail'),
          type: 'email',
          inputMode: 'email',
          autoComplete: 'email',
          suggestTypos: true,
        },
        {
          name: 'payPalEmailConfirmation',
          id: 'pe-pay2',
          label: () => t('preEnrollment.payEmailConfirm'),
          type: 'email',
          inputMode: 'email',
        },
      ],
    },
  },
  {
    answer: 'phone',
    title: () => t('preEnrollment.q3'),
    shown: (user) => <p className="shown">{formatUsPhone(user.phone)}</p>,
    options: yesNo,
    reveal: {
      when: false,
      fields: [
        {
          name: 'phoneNumber',
          id: 'pe-phone',
          label: () => t('preEnrollment.phone'),
          type: 'tel',
          inputMode: 'tel',
          autoComplete: 'tel',
        },
        {
          name: 'phoneNumberConfirmation',
          id: 'pe-phone2',
          label: () => t('preEnrollment.phoneConfirm'),
          type: 'tel',
          inputMode: 'tel',
        },
      ],
    },
  },
  {
    answer: 'drug',
    title: () => t('preEnrollment.q4'),
    options: () => [
      { value: 'no', label: t('preEnrollment.no') },
      { value: 'unsure', label: t('preEnrollment.notSure') },
      { value: 'yes', label: t('preEnrollment.yes') },
    ],
    notes: { no: () => t('preEnrollment.q4No'), unsure: () => t('preEnrollment.q4NotSure') },
    confirm: {
      when: 'yes',
      title: () => t('preEnrollment.drugModalTitle'),
      body: () => t('preEnrollment.drugModalBody'),
      yes: () => t('preEnrollment.drugModalConfirm'),
      no: () => t('preEnrollment.drugModalCancel'),
    },
  },
  {
    answer: 'ready',
    title: () => t('preEnrollment.q5'),
    options: yesNo,
    reveal: {
      when: false,
      fields: [
        { name: 'month', id: 'pe-month', label: () => t('preEnrollment.month'), inputMode: 'numeric' },
        { name: 'year', id: 'pe-year', label: () => t('preEnrollment.year'), inputMode: 'numeric' },
        {
          name: 'schoolStatus',
          id: 'pe-reason',
          label: () => t('preEnrollment.reason'),
          kind: 'textarea',
          maxLength: 500,
        },
      ],
    },
  },
];
