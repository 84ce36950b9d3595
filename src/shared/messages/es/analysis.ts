import type { DeepPartialCatalog } from '../../translator.js';
import type { analysis as english } from '../analysis.js';

export const analysis = {
  photoAnalysisOff: 'Ahora no podemos revisar fotos. Igual puedes subir tu foto.',
  emailTitle: 'Revisa qué tan profesional es tu correo',
  emailIntro:
    'Los empleadores ven tu correo electrónico antes de conocerte. Escribe un correo para ver qué tan profesional se ve.',
  emailLabel: 'Correo electrónico',
  emailRequired: 'Tienes que escribir un correo electrónico',
  emailInvalid: 'Debe ser un correo electrónico válido',
  analyzeEmail: 'Revisar correo',
  analyzing: 'Revisando…',
  gaugeLabel: 'Calificación: {{level}}',
  levels: {
    professional: 'Profesional',
    'semi-professional': 'Algo profesional',
    unprofessional: 'Poco profesional',
  },
  whatToImprove: 'Qué mejorar',
  suggestions: 'Ideas para un correo mejor',
  looksGood: 'Este correo se ve profesional. No hay nada que cambiar.',
  failed: 'Ahora no pudimos calificar este correo. Vuelve a intentarlo en unos minutos.',
  findings: {
    slang:
      'Tiene una palabra o un número de jerga, de doble sentido o grosero. Puede que los empleadores no lo tomen en serio.',
    disposableDomain:
      'Usa un servicio de correo desechable. Los mensajes de los empleadores se pueden perder.',
    longNumber: 'Tiene muchos números seguidos. Parece puesto al azar y es difícil de recordar.',
    shortNumber: 'Tiene números. Se lee más limpio con solo tu nombre.',
    repeatedLetters: 'Repite la misma letra muchas veces. Parece un apodo.',
    tooLong: 'Es muy largo y es fácil escribirlo mal.',
    noLetters: 'No tiene ningún nombre, solo números o símbolos.',
    notName: 'No está hecho con tu nombre, así que un empleador no sabe que eres tú.',
    manySeparators: 'Tiene muchos puntos, guiones o guiones bajos. Es fácil equivocarse con ellos.',
    unusualDomain:
      'La parte después de la @ es poco común. Es más seguro usar un proveedor conocido, como Gmail u Outlook.',
    mistypedDomain:
      'La parte después de la @ parece mal escrita. Los correos que te manden pueden no llegar nunca.',
  },
  tips: {
    useName: 'Usa tu nombre y apellido, como nombre.apellido, o la inicial de tu nombre y tu apellido.',
    dropNumbers: 'No pongas números, como el año en que naciste o tus números de la suerte.',
    everydayProvider: 'Usa un proveedor gratis y común, como Gmail u Outlook.',
    keepShort: 'Que sea corto y fácil de decir por teléfono.',
    try: 'Prueba: {{address}}',
  },
  photoTitle: 'Foto de perfil',
  photoAnalyze: 'Revisar foto',
  photoUpload: 'Subir foto',
  photoUploading: 'Subiendo…',
  photoChooseDifferent: 'Escoger otro archivo',
  photoDrop: 'Arrastra una foto aquí, o escoge un archivo',
  photoChoose: 'Escoge una foto',
  photoHint: 'JPG o PNG. Lo mejor es una foto clara y con buena luz de tu cara y tus hombros.',
  photoPreviewAlt: 'Vista previa de la foto que escogiste',
  photoType: 'No aceptamos el tipo de archivo "{{type}}". Usa: {{types}}.',
  photoReadError: 'Hubo un error al leer el archivo. Asegúrate de subir un archivo válido.',
  photoTooManyPixels:
    'Esta foto es demasiado grande para procesarla. Usa una foto de menos de 50 megapíxeles.',
  photoTooNarrow:
    'Esta foto es demasiado larga y angosta. Usa una foto donde el lado largo no mida más de {{ratio}} veces el lado corto.',
  photoTooLarge: 'El archivo es demasiado grande. Escoge una foto más pequeña.',
  photoScore: 'Puntos: {{score}} de 5',
  photoLevels: {
    professional: 'Profesional',
    semiProfessional: 'Algo profesional',
    needsWork: 'Hay que mejorarla',
  },
  whatsWorking: 'Lo que está bien',
  tipsToLevelUp: 'Consejos para mejorar',
  photoUploaded: 'Guardamos tu foto de perfil.',
  photoChecks: {
    oneFace: 'Encontramos tu cara en la foto.',
    noFace: 'No pudimos encontrar una cara en esta foto.',
    manyFaces: 'Encontramos más de una cara en esta foto.',
    resolutionGood: 'La foto es lo bastante grande para verse nítida.',
    resolutionLow:
      'La foto es pequeña, así que se va a ver granulada. Usa la cámara de tu teléfono a tamaño completo.',
    faceLightGood: 'La luz en tu cara es buena.',
    faceTooDark: 'Tu cara se ve muy oscura.',
    faceTooBright: 'Tu cara tiene demasiada luz y algunas partes se ven blancas.',
    contrastGood: 'La foto tiene partes claras y oscuras bien marcadas.',
    contrastFlat: 'La foto se ve plana y gris.',
    faceSharp: 'Tu cara se ve nítida y enfocada.',
    faceBlurred: 'Tu cara se ve borrosa.',
    framingGood: 'Tu cara está en el centro de la foto y tiene buen tamaño.',
    faceOffCentre: 'Tu cara no está en el centro de la foto.',
    faceSmall: 'Tu cara se ve pequeña en la foto.',
    faceTooClose: 'Tu cara está tan cerca que llena toda la foto.',
    wideShape: 'La foto es muy ancha. Es mejor una foto vertical (más alta que ancha).',
  },
  photoTips: {
    noFace:
      'Usa una foto tuya: tu cabeza y tus hombros, mirando a la cámara. Revisa que nada te tape la cara.',
    manyFaces: 'Tu foto de perfil debe mostrarte solo a ti. Toma una sin otras personas.',
    resolutionLow: 'Toma una foto nueva con la cámara de atrás, en vez de una captura de pantalla.',
    faceTooDark: 'Ponte frente a una ventana o una lámpara para que la luz te dé en la cara.',
    faceTooBright: 'Quítate del sol directo. Lo mejor es una luz de día suave.',
    contrastFlat: 'Párate frente a una pared lisa de un color distinto al de tu ropa.',
    faceBlurred:
      'Sostén el teléfono quieto con las dos manos, o apóyalo en algo. Toca tu cara en la pantalla para enfocar.',
    faceOffCentre: 'Pon tu cara en el centro, con la cabeza y los hombros llenando la foto.',
    faceSmall: 'Acércate más, para que tu cabeza y tus hombros llenen casi toda la foto.',
    faceTooClose: 'Aleja un poco el teléfono, para que también se vean tus hombros.',
    wideShape: 'Sostén el teléfono derecho (vertical) para que la foto sea más alta que ancha.',
    always: 'Ponte la ropa que usarías para una entrevista y sonríe con amabilidad.',
  },
} satisfies DeepPartialCatalog<typeof english>;
