import type { DeepPartialCatalog } from '../../translator.js';
import type { stage as english } from '../stage.js';

export const stage = {
  yourChecklist: 'Tu lista de pasos',
  explainer: 'Termina el paso marcado para ver el siguiente',
  checklistHint: 'Toca el cuadro verde para empezar el siguiente paso',
  afterThis: 'Después de esto: {{next}}',
  welcome: 'Bienvenida y orientación',
  prepermit: 'Preparación para el permiso',
  permit: 'Examen médico y permiso',
  school: 'Escuela de manejo de camiones',
  onhold: 'En espera de la escuela',
  postprogram: 'Portal de servicios de empleo',
  withdrawnTitle: 'Dejaste el programa',
  withdrawnBody:
    'Tu cuenta está cerrada por ahora. Si quieres regresar o tienes preguntas, llama a un coach de éxito. Con gusto hablamos contigo.',
  position: 'Etapa {{number}} de {{total}}: {{name}}',
  progress: '{{done}} de {{total}} pasos terminados',
  recommendedProgress: 'Estudio extra, si quieres: {{done}} de {{total}} terminados',
} satisfies DeepPartialCatalog<typeof english>;
