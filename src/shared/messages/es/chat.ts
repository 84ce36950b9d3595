import type { DeepPartialCatalog } from '../../translator.js';
import type { chat as english } from '../chat.js';

export const chat = {
  badMemberId: 'Ese no es un ID de cuenta del chat.',
  notYourAccount: 'Esa cuenta del chat se hizo con otro correo electrónico.',
  otherAccount:
    'Tu portal ya está conectado a otra cuenta del chat. Pídele a tu coach de éxito que la cambie.',
  noAccount: 'Primero únete al chat con el correo que usas aquí.',
  notEarned: 'Todavía no llegas a esa meta.',
  channelRefused: 'Aquí solo puedes unirte al canal de graduados.',
  messageRequired: 'Escribe un mensaje, por favor.',
  messageTooLong: 'Tu mensaje debe tener menos de 500 caracteres.',
  messageFrom: 'De {{name}} ({{email}}): {{text}}',
} satisfies DeepPartialCatalog<typeof english>;
