import type { DeepPartialCatalog } from '../../translator.js';
import type { agreement as english } from '../agreement.js';

export const agreement = {
  title: 'Tu acuerdo de {{product}}',
  readingCopy: 'Léelo en español',
  readingCopyNote:
    'Esta copia en español es para ayudarte a leer. El texto en inglés de arriba es el que firmas, y es el que vale.',
  incompleteBody: 'Te mandamos por correo un enlace para leer y firmar tu acuerdo en tu teléfono.',
  request: 'Mándamelo por correo',
  requesting: 'Enviando…',
  pending: 'enviado, revisa tu correo',
  pendingHelp: 'Abre el correo de {{product}} y toca el enlace para firmar. El enlace sirve por 7 días.',
  complete: 'Firmaste tu acuerdo. ¡Gracias!',
  download: 'Descargar la copia firmada (PDF)',
  alreadySent: 'Ya te mandamos tu acuerdo. Revisa tu correo.',
  ticketSubject: 'Acuerdo de {{product}} solicitado',
  ticketBody: '{{name}} pidió el acuerdo de {{product}}. Se mandó un enlace para firmar a {{email}}.',
  emailSubject: 'Firma tu acuerdo de {{product}}',
  emailText:
    'Hola, {{name}}. Aquí está tu acuerdo de {{product}}. Léelo y fírmalo aquí (el enlace sirve por 7 días): {{link}}',
  providerMessage:
    'Hola, {{name}}. Aquí está tu acuerdo de {{product}}. Por favor, léelo y fírmalo en tu teléfono.',
  signTitle: 'Lee y firma',
  signIntro: 'Hola, {{name}}. Por favor, lee tu acuerdo y luego firma abajo.',
  linkInvalid:
    'Este enlace para firmar ya no sirve. Pide uno nuevo en tu lista de pasos o llama a tu coach de éxito.',
  consent: 'Leí este acuerdo y acepto firmarlo de forma electrónica.',
  legalName: 'Tu nombre y apellido legales',
  legalNameInvalid: 'Escribe tu nombre y apellido legales.',
  legalNameMismatch:
    'Este no es el nombre que tenemos para ti. Escribe tu nombre y apellido como los tiene tu coach. Si tu nombre cambió, llama a tu coach de éxito.',
  someoneElseSignedIn:
    'Otra persona tiene la sesión abierta en este aparato. Solo la persona de este acuerdo puede firmarlo. Cierra la sesión y abre el enlace otra vez.',
  drawLabel: 'Firma en el cuadro con tu dedo o con el mouse',
  clear: 'Borrar',
  typedInstead: 'Usar mi nombre escrito como firma',
  signatureRequired: 'Dibuja tu firma, o escoge usar tu nombre escrito.',
  consentRequired: 'Marca la casilla para aceptar.',
  sign: 'Firmar mi acuerdo',
  signing: 'Firmando…',
  signed: '¡Listo, firmado! Hay una copia en tu portal. Puedes cerrar esta página.',
  signatureTooLarge: 'La firma es demasiado grande. Bórrala y firma otra vez.',
  certificateTitle: 'Certificado de firma',
  certificate: {
    agreement: 'Acuerdo',
    signer: 'Firmante',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    signedAt: 'Fecha y hora de la firma',
    ip: 'Dirección IP',
    userAgent: 'Dispositivo',
    documentHash: 'SHA-256 del documento',
    method: 'Firma',
    drawn: 'dibujada a mano',
    typed: 'nombre escrito',
  },
  notSignedYet: 'Todavía no hay un acuerdo firmado.',
} satisfies DeepPartialCatalog<typeof english>;
