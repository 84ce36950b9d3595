import type { DeepPartialCatalog } from '../../translator.js';
import type { staffTeam as english } from '../staff-team.js';

/** Las palabras de la página del personal y de la invitación (decisión 040). */
export const staffTeam = {
  nav: 'Personal',
  title: 'Personal',
  intro:
    'Todas las personas que trabajan en el programa. Invite a alguien, cambie lo que hace o quítele el acceso. Solo los administradores ven esta página.',
  roles: {
    admin: 'Administrador',
    coach: 'Coach de Éxito',
    careerCoach: 'Coach de Carrera',
    instructor: 'Instructor',
  },
  roleHints: {
    admin: 'Maneja la consola y el personal.',
    coach: 'Acompaña a un grupo de estudiantes.',
    careerCoach:
      'Se reúne con los graduados sobre empleos; se puede elegir como coach de carrera de un estudiante.',
    instructor: 'Da clases; abre la consola.',
  },
  listTitle: 'Miembros del personal',
  count_one: '{{count}} miembro del personal',
  count_other: '{{count}} miembros del personal',
  name: 'Nombre',
  email: 'Correo electrónico',
  role: 'Función',
  access: 'Acceso',
  lastSeen: 'Última visita',
  actions: 'Acciones',
  active: 'Activo',
  deactivated: 'Desactivado',
  neverSeen: 'Nunca entró',
  you: 'Usted',
  loadFailed: 'No se pudo cargar la lista del personal. Inténtelo de nuevo.',
  retry: 'Intentar de nuevo',
  invite: {
    title: 'Invitar a un miembro del personal',
    hint: 'Recibe un correo que le dice cómo entrar. No necesita contraseña.',
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo de trabajo',
    role: 'Función',
    submit: 'Enviar invitación',
    sending: 'Enviando…',
    sent: 'Invitación enviada a {{email}}.',
  },
  changeRole: {
    label: 'Función de {{name}}',
    save: 'Cambiar función',
    saving: 'Guardando…',
    done: '{{name}} ahora es {{role}}.',
  },
  deactivate: 'Desactivar',
  deactivateLabel: 'Desactivar a {{name}}',
  confirmDeactivate:
    '¿Quitarle el acceso a {{name}} ahora? Su sesión se cierra enseguida y no puede entrar hasta que un administrador lo active de nuevo.',
  confirmYes: 'Sí, desactivar',
  confirmNo: 'Mantener el acceso',
  deactivated_done: '{{name}} está desactivado y se cerró su sesión.',
  reactivate: 'Activar de nuevo',
  reactivateLabel: 'Activar de nuevo a {{name}}',
  reactivated: '{{name}} puede entrar de nuevo.',
  errors: {
    adminOnly: 'Solo un administrador puede manejar el personal.',
    unknown: 'No hay ningún miembro del personal con este identificador.',
    lastAdmin:
      'El programa necesita al menos un administrador activo. Haga administrador a otra persona antes de cambiar a esta.',
    firstNameRequired: 'Escriba un nombre.',
    lastNameRequired: 'Escriba un apellido.',
    emailInvalid: 'Escriba un correo de trabajo, como nombre@programa.org.',
    roleInvalid: 'Elija una función: Administrador, Coach de Éxito, Coach de Carrera o Instructor.',
    alreadyStaff: '{{email}} ya está en la lista del personal.',
    isStudent: 'Este correo es de un estudiante. Use otra dirección para la cuenta del personal.',
    deactivatedStaff: '{{email}} está en la lista del personal pero desactivado. Actívelo de nuevo.',
  },
  emailSubject: 'Tiene una invitación a la consola del personal de Freeway',
  emailText:
    'Hola, {{firstName}}:\n\n{{inviter}} lo agregó al personal del programa Freeway como {{role}}.\n\nPara entrar, abra {{url}}, elija "Correo", escriba {{email}} y seleccione "Envíame un código". Escriba el código de 6 dígitos que le enviamos por correo. No hay contraseña.\n\nSi no esperaba este correo, puede ignorarlo.',
} satisfies DeepPartialCatalog<typeof english>;
