import type { DeepPartialCatalog } from '../../translator.js';
import type { photoStudio as english } from '../photo-studio.js';

export const photoStudio = {
  title: 'Haz que tu foto se destaque',
  lead: '2 revisiones más para tu foto del sitio de empleos. Tu foto se queda en nuestro servidor.',
  outfitCheck: 'Revisar mi ropa',
  outfitChecking: 'Revisando…',
  outfitTitle: 'Tu ropa: {{score}} de 5',
  outfitChecks: {
    calmColours: 'Colores tranquilos. Se destaca tu cara, no tu camisa.',
    loudColours: 'Tu ropa tiene colores muy fuertes y brillantes. Le quitan la atención a tu cara.',
    plainPattern: 'Una camisa lisa, sin dibujos llamativos.',
    busyPattern: 'Tu camisa tiene un dibujo llamativo, como rayas o un estampado.',
  },
  outfitTips: {
    loudColours: 'Usa un solo color oscuro o neutro: azul marino, negro, gris, blanco o café.',
    busyPattern: 'Escoge una camisa lisa, sin rayas, cuadros ni estampados.',
    always: 'Usa ropa limpia, sin logos ni palabras. Una camisa con cuello o una camiseta lisa se ven bien.',
  },
  outfitLimits:
    'Esta revisión solo mira los colores y los dibujos. No puede ver logos, palabras ni cómo te queda la ropa.',
  enhance: 'Mejorar mi foto',
  enhancing: 'Mejorando…',
  enhancedTitle: 'Tu foto, mejorada',
  enhancedNothing: 'Tu foto ya se ve bien. No tuvimos que cambiar nada.',
  before: 'Antes',
  after: 'Después',
  beforeAlt: 'Tu foto como la tomaste',
  afterAlt: 'Tu foto después de nuestros cambios',
  changes: {
    portrait: 'La recortamos en forma vertical alrededor de ti.',
    brighter: 'La hicimos más clara.',
    darker: 'La hicimos un poco más oscura.',
    contrast: 'Le pusimos más contraste para que te destaques.',
    sharper: 'La hicimos más nítida.',
  },
  keep: 'Usar la foto mejorada',
  keeping: 'Guardando…',
  kept: 'Guardamos tu foto mejorada.',
  keepOriginal: 'Dejar mi foto como está',
  tryAgain: 'Toca el botón para volver a intentarlo.',
} satisfies DeepPartialCatalog<typeof english>;
