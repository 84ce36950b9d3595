import type { DeepPartialCatalog } from '../../translator.js';
import type { enrolmentWelcome as english } from '../enrolment-welcome.js';

export const enrolmentWelcome = {
  emailSubject: 'Te damos la bienvenida a {{product}}',
  emailText:
    'Hola, {{firstName}}:\n\nTu coach de éxito te inscribió en {{product}}, el programa que te lleva a una licencia CDL-A y a un trabajo.\n\nPara entrar, abre {{url}} y escribe tu correo electrónico o tu número de celular. Te enviamos una clave de 6 dígitos; escríbela y listo. No necesitas contraseña.\n\n¿Preguntas? Llámanos al {{phone}}.\n\nEl equipo de {{product}}',
  emailTextNoPhone:
    'Hola, {{firstName}}:\n\nTu coach de éxito te inscribió en {{product}}, el programa que te lleva a una licencia CDL-A y a un trabajo.\n\nPara entrar, abre {{url}} y escribe este correo electrónico. Te enviamos una clave de 6 dígitos; escríbela y listo. No necesitas contraseña. Ya adentro, puedes agregar tu número de celular en tu cuenta.\n\n¿Preguntas? Llámanos al {{phone}}.\n\nEl equipo de {{product}}',
  sms: '{{product}}: te damos la bienvenida. Para entrar, abre {{url}} y escribe este celular. Te enviamos una clave.',
} satisfies DeepPartialCatalog<typeof english>;
