import type { DeepPartialCatalog } from '../../translator.js';
import type { menu as english } from '../menu.js';

export const menu = {
  title: 'Menú del portal de estudiantes',
  continue: 'Seguir donde me quedé',
  uber: 'Viajes en Uber',
  uberRides: 'Pedir un viaje',
  helpCenter: 'Centro de ayuda',
  helpCenterLink: 'Abrir el Centro de ayuda',
  careerServices: 'Servicios de empleo',
  careerServicesLink: 'Ir a Servicios de empleo',
  profile: 'Perfil',
  accountInfo: 'Datos de la cuenta',
  logout: 'Salir',
  withdraw: 'Dejar el programa',
  documents: 'Documentos',
  documentsLink: 'Mis documentos',
  coEnrolled: 'Estás en {{product}} y en {{board}} al mismo tiempo.',
  opensNewTab: '(se abre en una pestaña nueva)',
} satisfies DeepPartialCatalog<typeof english>;
