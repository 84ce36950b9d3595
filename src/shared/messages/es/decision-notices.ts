import type { DeepPartialCatalog } from '../../translator.js';
import type { decisionNotices as english } from '../decision-notices.js';

export const decisionNotices = {
  greeting: 'Hola {{name}}:',
  returnedToSchool: {
    subject: 'Volviste a la escuela de manejo',
    email:
      'Tu coach de éxito te regresó a la escuela de manejo. Contesta otra vez las 5 preguntas antes de la escuela y luego aparta tu llamada.',
    sms: '{{product}}: tu coach te regresó a la escuela de manejo. Abre el portal y contesta otra vez las 5 preguntas.',
  },
  stipendApproved: {
    subject: 'Tu apoyo de la semana {{week}} está aprobado',
    email: 'Tu coach de éxito aprobó tu apoyo de la semana {{week}}. Se enviará a {{email}}.',
    sms: '{{product}}: tu apoyo de la semana {{week}} está aprobado. Va a tu correo de pago.',
  },
  stipendPaid: {
    subject: 'Enviamos tu apoyo de la semana {{week}}',
    email: 'Enviamos tu apoyo de la semana {{week}} a {{email}}. Revisa esa cuenta.',
    sms: '{{product}}: enviamos tu apoyo de la semana {{week}}. Revisa tu cuenta de pago.',
  },
  stipendDeclined: {
    subject: 'Tu apoyo de la semana {{week}} no fue aprobado',
    email:
      'Tu coach de éxito no pudo aprobar tu apoyo de la semana {{week}}. La razón: {{reason}}. Llama a tu coach si tienes preguntas.',
    sms: '{{product}}: tu apoyo de la semana {{week}} no fue aprobado. Mira por qué en el portal.',
  },
  stipendReopened: {
    subject: 'Puedes pedir otra vez tu apoyo de la semana {{week}}',
    email:
      'Tu coach de éxito abrió otra vez la semana {{week}}. Puedes pedir ese apoyo otra vez en el portal.',
    sms: '{{product}}: puedes pedir otra vez tu apoyo de la semana {{week}} en el portal.',
  },
  placeApproved: {
    subject: 'Tu nuevo lugar está aprobado',
    email: 'Tu coach de éxito aprobó {{name}}. Ya puedes elegirlo cuando pidas un viaje.',
    sms: '{{product}}: {{name}} está aprobado para tus viajes.',
  },
  documentSentBack: {
    subject: 'Por favor manda una foto nueva',
    email: 'Un coach de éxito no pudo aceptar tu última foto: {{reason}}',
    sms: '{{product}}: por favor manda una foto nueva de tu documento. Mira por qué en el portal.',
  },
  agreementRenewed: {
    subject: 'Te enviamos otra vez tu acuerdo del programa',
    email:
      'Tu coach de éxito te envió otra vez tu acuerdo del programa. Busca el nuevo correo con el enlace para firmarlo. El enlace anterior ya no sirve.',
    sms: '{{product}}: te enviamos otra vez tu acuerdo del programa. Busca el nuevo enlace en tu correo.',
  },
  graduationWaits: 'Antes de terminar la escuela:',
  waitCdla: 'Un coach de éxito tiene que aprobar la foto de tu licencia CDL-A.',
  waitCdlaUpload: 'Manda una foto de tu licencia CDL-A.',
  waitAgreement: 'Firma tu acuerdo del programa. El enlace está en tu correo.',
  graduationRefused: 'Todavía no puedes terminar la escuela. {{why}}',
  noneConfirmTitle: '¿Usar la semana {{week}} sin apoyo?',
  noneConfirmBody:
    'Dijiste que no fuiste a la escuela esta semana. No recibirás apoyo por la semana {{week}} y no podrás pedirlo otra vez.',
  noneConfirm: 'Sí, no fui',
  noneCancel: 'Regresar',
  paymentEmailLabel: 'Tus apoyos se pagan a este correo:',
  paymentEmailNote: 'Es el que diste antes de la escuela. Solo tu coach de éxito puede cambiarlo.',
  linkExpired: 'Tu enlace para firmar ya venció. Pide uno nuevo.',
  renew: 'Mándame un enlace nuevo',
  renewed: 'Te mandamos un enlace nuevo. Revisa tu correo.',
  notRenewable: 'Tu acuerdo no se puede enviar otra vez ahora.',
  markAsPaid: 'Marcar como pagado',
  approve: 'Aprobar',
  decline: 'Rechazar',
  reopenWeek: 'Abrir la semana otra vez',
  openHeading: 'Esperando una decisión',
  declinedHeading: 'Semanas rechazadas',
  declinedEmpty: 'No hay semanas rechazadas.',
  declinedMeta: 'Rechazada: {{reason}}',
  reopenedNotice: 'La semana {{week}} está abierta otra vez. Le avisamos al estudiante.',
  renewAgreement: 'Enviar el acuerdo otra vez',
  renewedNotice: 'Enviamos un nuevo enlace para firmar. Le avisamos al estudiante.',
  paymentEmailStaff: 'Correo de pago del apoyo',
  savePaymentEmail: 'Guardar el correo de pago',
  paymentEmailSaved: 'Cambiamos el correo de pago del apoyo.',
  paymentEmailNow: 'Ahora: {{email}}',
  paymentEmailSignIn: 'Ahora: {{email}} (el correo para entrar)',
  payoutEmailStaff: 'Correo de los pagos',
  payoutEmailNone: 'Todavía no hay: la primera solicitud de pago lo fija.',
  savePayoutEmail: 'Guardar el correo de los pagos',
  payoutEmailSaved: 'Cambiamos el correo de los pagos.',
  reopenNotDeclined: 'Solo una semana rechazada se puede abrir otra vez.',
} satisfies DeepPartialCatalog<typeof english>;
