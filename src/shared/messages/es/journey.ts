import type { DeepPartialCatalog } from '../../translator.js';
import type { journey as english } from '../journey.js';

export const journey = {
  congratsWelcome: '¡Felicidades! Terminaste Bienvenida y orientación',
  congratsTraining: 'Ya puedes pasar a lo que sigue',
  congratsPermit: '¡Ya tienes tu permiso de aprendiz (CLP)!',
  congratsSchool: '¡Ya eres oficialmente chofer con licencia CDL clase A!',
  moveTo: 'Ir a {{next}}',
  updating: 'Actualizando tu estado...',
  moveRefused: 'Tu estado no puede pasar ahí desde donde estás ahora.',
  finishChecklist: 'Primero termina todos los pasos de tu lista.',
  explainer: 'Completa lo que está marcado para ver tu siguiente paso',
  unknownStep: 'Ese no es un paso de tu lista.',
  doneByServer: 'Este paso queda hecho cuando lo terminas en su propia pantalla.',
  notYourStage: 'Este paso es para una etapa más adelante. Primero termina tu lista de pasos.',
  firstTipTitle: 'Toca los cuadros verdes',
  firstTipBody:
    'Cada cuadro verde es tu siguiente paso. Termínalo y se prende el siguiente. ¿Te atoraste? Toca Ayuda arriba, o llama a tu coach de éxito.',
  gotIt: 'Entendido',
  leaveTitle: 'Dejar el programa',
  leaveTalkFirst:
    'Antes de irte, habla con tu coach de éxito. Muchos problemas tienen solución. Si te vas, no lo puedes deshacer desde aquí.',
  leaveContinue: 'Todavía quiero irme',
  leaveSure: '¿De verdad quieres irte?',
  leaveConfirm: 'Sí, quiero dejar el programa',
  leaveCancel: 'No, quiero seguir en el programa',
  withdrawRefused: 'No puedes dejar el programa en tu etapa. Habla con tu coach de éxito.',
  notWithdrawn: 'Este correo es solo para personas que dejaron el programa.',
  welcomeNotYet: 'El correo de bienvenida se envía cuando llegas a Servicios de empleo.',
  withdrawalEmailSubject: 'Dejaste el programa de Freeway',
  withdrawalEmailText:
    'Hola, {{firstName}}:\n\nDejaste el programa de Freeway. Sentimos mucho que te vayas. Si cambias de opinión o necesitas ayuda, llama a tu coach de éxito al {{phone}} ({{hours}}).\n\nReferencia: {{uuid}}',
  welcomeEmailSubject: 'Te damos la bienvenida a Servicios de empleo de Freeway',
  welcomeEmailText:
    'Hola, {{firstName}}:\n\nYa eres oficialmente chofer con licencia CDL clase A. ¡Felicidades! Tu portal de Servicios de empleo ya está abierto. Ahí puedes conocer a tu coach de empleo, practicar entrevistas y encontrar tu primer trabajo manejando camión.\n\nLlámanos cuando quieras al {{phone}}.',
} satisfies DeepPartialCatalog<typeof english>;
