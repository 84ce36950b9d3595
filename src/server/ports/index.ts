import type { AiPort } from './ai.js';
import type { ChatPort } from './chat.js';
import type { ContentPort } from './content.js';
import type { CrmPort } from './crm.js';
import type { EmailPort } from './email.js';
import type { EsignPort } from './esign.js';
import type { HelpdeskPort } from './helpdesk.js';
import type { JobsPort } from './job-board.js';
import type { SchedulingPort } from './scheduling.js';
import type { GeocodingPort } from './geocoding.js';
import type { PaymentsPort } from './payments.js';
import type { FlagsPort } from './flags.js';
import type { RidesPort } from './rides.js';
import type { SmsPort } from './sms.js';
import type { StoragePort } from './storage.js';
import type { WeatherPort } from './weather.js';

export interface Ports {
  email: EmailPort;
  sms: SmsPort;
  helpdesk: HelpdeskPort;
  chat: ChatPort;
  crm: CrmPort;
  content: ContentPort;
  scheduling: SchedulingPort;
  storage: StoragePort;
  payments: PaymentsPort;
  geocoding: GeocodingPort;
  ai: AiPort;
  rides: RidesPort;
  flags: FlagsPort;
  esign: EsignPort;
  weather: WeatherPort;
  /** Trucking job listings (the job board); not `jobs`, which is the queue of side effects. */
  jobBoard: JobsPort;
}
