import type { DeepPartialCatalog } from '../../translator.js';
import type { policies as english } from '../policies.js';

export const policies = {
  attendanceTitle: 'Reglas de asistencia',
  attendanceIntro: 'La escuela de manejo de camiones es de tiempo completo. Al aceptar, prometes:',
  attendance: {
    fullTime: 'Ir a la escuela tiempo completo, todos los días de clase.',
    onTime: 'Llegar a tiempo, todos los días.',
    communicate: 'Avisar al programa y a tu escuela antes de faltar un día.',
    noCallNoShow: 'Entender que si faltas 3 veces sin avisar, te sacan del programa.',
    noStipend: 'Entender que no recibes pago de apoyo si no sigues estas reglas.',
  },
  trainingTitle: 'Reglas de entrenamiento',
  trainingBody:
    'Tienes que entrenar en un camión manual (de palanca o estándar). Si escoges un camión automático, te sacan del programa y el programa no va a pagar tu escuela.',
  agree: 'Acepto',
  saving: 'Guardando…',
  accepted: 'Gracias. Aceptaste estas reglas.',
} satisfies DeepPartialCatalog<typeof english>;
