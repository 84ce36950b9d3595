import type { DeepPartialCatalog } from '../../translator.js';
import type { steps as english } from '../steps.js';

export const steps = {
  markDone: 'Listo: volver a mi lista de pasos',
  saving: 'Guardando…',
  notFoundTitle: 'No encontramos esa página',
  notFoundBody: 'Este enlace no es parte de tu programa, o cambió de lugar.',
  coachTitle: 'Conoce a tu coach de éxito',
  talkTitle: 'Habla con tu coach de éxito',
  coachLead:
    'Tu coach de éxito te ayuda en cada paso: papeles, viajes, escuela y cualquier problema que se te atraviese. Llama o manda un mensaje para saludar. Basta con una llamada corta de 5 a 10 minutos.',
  coachName: 'Tu coach es {{name}}.',
  teamTitle: 'El equipo de coaches de éxito',
  noCoachYet:
    'Estamos eligiendo a tu coach de éxito. Mientras tanto, el equipo de coaches contesta en la línea del programa.',
  coachHours:
    'Horario de los coaches: {{hours}}. Si llamas fuera de ese horario, deja un mensaje o manda un texto.',
  call: 'Llamar al {{phone}}',
  text: 'Mandar texto al {{phone}}',
  email: 'Escribir a {{email}}',
  talkAsk: 'Pregunta qué estás esperando y qué puedes hacer ahora para estar listo para la escuela.',
  calledCoach: 'Hablé con mi coach',
  metCoach: 'Ya saludé a mi coach',
  privacyTitle: 'El acuerdo de privacidad',
  privacyLead:
    'Lee qué datos guardamos sobre ti, quién los puede ver y cómo los protegemos. Nunca los vendemos. Toma unos 5 minutos.',
  privacyAgree: 'Lo leí y estoy de acuerdo',
  privacyAccepted: 'Aceptaste este acuerdo el {{date}}.',
  privacyVersion: 'Versión del {{date}}',
  triviaTitle: 'Trucking Trivia',
  triviaLead:
    'Una sesión de estudio gratis de 1 hora, en línea, con otros estudiantes y un coach. Contestas preguntas del examen del permiso como en un juego. Y aprendes por qué cada respuesta es la correcta. Ayuda mucho antes de los exámenes del permiso.',
  triviaBring: 'Necesitas un teléfono o una computadora con internet. Conéctate desde un lugar tranquilo.',
  triviaDone: 'Ya sé qué es Trucking Trivia',
  studyTitle: 'Estudia para tu permiso',
  studyLead:
    'Estas son las clases para tus exámenes del permiso. En cada una: mira la clase y luego pasa su examen. Bastan 15 minutos al día.',
  classWatched: 'Clase: terminada',
  classNotWatched: 'Clase: sin empezar',
  testPassed: 'Examen: aprobado ({{score}}%)',
  testPassedNoScore: 'Examen: aprobado',
  testNotPassed: 'Examen: todavía no aprobado',
  bestScore: 'Tu mejor resultado hasta ahora: {{score}}%',
  nextWatch: 'Empezar la clase',
  nextTest: 'Tomar el examen',
  nextPractice: 'Practicar otra vez',
  allPassed: 'Pasaste todos los exámenes de las clases. Sigue practicando para no olvidar lo que aprendiste.',
  practiceAll: 'Examen de práctica con todos los temas',
  pretripTitle: 'La inspección antes del viaje (pre-trip)',
  pretripLead:
    'La inspección pre-trip es la revisión de seguridad que hace un chofer antes de cada viaje. Si la aprendes ahora, llegas a la escuela con ventaja.',
  pretripOpen: 'Empezar a aprender la inspección pre-trip',
  ridesTitle: 'Cómo funcionan los viajes gratis',
  ridesLead:
    'El programa puede pagar un viaje de Uber a los lugares del programa. Así, el transporte nunca es la razón para perder un paso. Lo pides aquí en el portal. No pagas nada.',
  ridesHowTitle: 'Cómo funciona',
  ridesHow1: 'Abre un paso de viaje en tu lista de pasos, o "Pedir un viaje" en el menú.',
  ridesHow2: 'Elige para qué necesitas el viaje. Si sabemos el lugar, ya aparece escrito.',
  ridesHow3: 'Revisa el lugar de recogida y presiona Confirmar. Un carro llega en unos minutos.',
  ridesHow4: 'Espera afuera y listo. Si no llegas a un viaje, de todos modos cuenta.',
  ridesYoursTitle: 'Tus viajes',
  ridesReasonsLead: 'Cada motivo tiene un número de viajes gratis. Esto es lo que te queda:',
  ridesNoneYet:
    'Los viajes se abren cuando llegas a pasos que los necesitan, como el examen médico del DOT y el DMV.',
  ridesAskTitle: '¿Todavía no tienes acceso a viajes?',
  ridesOrder: 'Pedir un viaje',
  rideTitles: {
    'DOT Physical': 'Un viaje gratis a tu examen médico del DOT',
    'Permit Test': 'Un viaje gratis al DMV',
    'One Stop': 'Un viaje gratis a la oficina One-Stop',
    'Trucking School': 'Un viaje gratis a la escuela de manejo de camiones',
    'Road Test': 'Un viaje gratis a tu examen de manejo',
    'Career Services': 'Un viaje gratis a Servicios de Empleo',
    Flexible: 'Un viaje gratis',
  },
  rideLeads: {
    'DOT Physical':
      'El programa paga un viaje de Uber de ida y vuelta a una clínica del DOT. Primero haz tu cita para el examen médico. Luego pide el viaje unos 30 minutos antes.',
    'Permit Test':
      'El programa paga un viaje de Uber de ida y vuelta a la oficina de permisos (DMV). Ve temprano: los exámenes toman de 2 a 3 horas.',
    'One Stop':
      'El programa paga un viaje de Uber de ida y vuelta a tu oficina One-Stop (el centro de empleo gratis que puede pagar tu escuela).',
    'Trucking School':
      'El programa paga viajes de Uber de ida y vuelta a la escuela de manejo de camiones mientras estudias. Pide cada viaje el día que lo necesites.',
    'Road Test':
      'El programa paga un viaje de Uber de ida y vuelta a tu examen de manejo. Pídelo temprano: llega 30 minutos antes de tu examen.',
    'Career Services':
      'El programa paga un viaje de Uber de ida y vuelta a tus citas de Servicios de Empleo.',
    Flexible: 'El programa paga un viaje de Uber a un lugar del programa.',
  },
  rideWhere: 'El viaje va a: {{place}}',
  rideNoPlace: 'Eliges el lugar cuando pides el viaje.',
  rideNotNow:
    'Este viaje no está abierto en tu etapa del programa. Habla con tu coach de éxito si necesitas uno.',
  chatNoAccount:
    'Tu cuenta del chat todavía no está lista. Pídele a tu coach de empleo que te invite. Luego vuelve a intentarlo.',
  communityTitle: 'El chat de graduados',
  communityLead:
    'Un chat para los choferes de Freeway que terminaron el programa. Comparte consejos, haz preguntas y pasa datos de trabajos. Los coaches también están ahí.',
  communityRules: 'Sé amable, habla del trabajo y del camino, y nunca compartas datos privados de nadie.',
  communityJoin: 'Unirme al chat de graduados',
  communityJoined: 'Ya estás en el chat de graduados. ¡Abre la app del chat en tu teléfono y saluda!',
  communityNoAccount:
    'Tu cuenta del chat todavía no está lista. Pídele a tu coach de empleo que te invite al chat.',
  scheduleCall: 'Agendar una llamada',
  scheduleCallLead: 'Elige una hora que te quede bien. Tu coach te llama a tu número de teléfono.',
} satisfies DeepPartialCatalog<typeof english>;
