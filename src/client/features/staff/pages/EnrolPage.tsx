import { t } from '@shared/i18n';
import { AddStudentForm } from '../components/enrolment/AddStudentForm';
import { ImportStudents } from '../components/enrolment/ImportStudents';
import '../enrolment.css';
import '@shared/messages/enrolment';

/** Enrol students: one at a time, or many from a CSV file (staff only). */
export default function EnrolPage() {
  return (
    <section className="enrol-page">
      <h1>{t('enrolment.title')}</h1>
      <p className="enrol-lead">{t('enrolment.lead')}</p>
      <div className="enrol-grid">
        <AddStudentForm />
        <ImportStudents />
      </div>
    </section>
  );
}
