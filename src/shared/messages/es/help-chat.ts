import type { DeepPartialCatalog } from '../../translator.js';
import type { helpChat as english } from '../help-chat.js';

export const helpChat = {
  profileMismatch: 'Estos datos no son los de tu cuenta. Primero cámbialos en la página de tu cuenta.',
  open: 'Ayuda',
  title: '¿Cómo te podemos ayudar?',
  body: 'Escribe tu pregunta. Un coach de éxito te va a contestar por correo o por mensaje de texto. Casi siempre es el mismo día.',
  label: 'Tu pregunta',
  send: 'Enviar',
  sending: 'Enviando…',
  sent: '¡Gracias! Recibimos tu pregunta. Un coach de éxito se va a comunicar contigo pronto.',
  required: 'Primero escribe tu pregunta.',
  tooLong: 'Tu pregunta debe tener menos de 2000 caracteres.',
  queued:
    'No tienes internet. Tu pregunta está guardada. Se va a enviar a un coach de éxito cuando vuelvas a tener conexión.',
  replyEmailSubject: 'Tu coach de éxito te contestó: {{subject}}',
  replyEmailText:
    'Hola, {{firstName}}:\n\n{{body}}\n\n{{coach}}, tu coach de éxito de {{product}}\n\nPara contestar, responde a este correo o usa Ayuda en el portal.',
} satisfies DeepPartialCatalog<typeof english>;
