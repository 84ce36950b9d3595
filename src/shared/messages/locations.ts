import { registerEnglish } from '../translator.js';

export const locations = {
  dmvTitle: 'Find a DMV office',
  dotTitle: 'Find a DOT physical clinic',
  workforceBoardTitle: 'Find your workforce board office',
  truckingSchoolTitle: 'Trucking schools near you',
  allTitle: 'Places near you',
  intro: 'These are the closest places to your address, within 60 miles.',
  noAddress:
    'We do not have your address yet, so we cannot show what is near you. Ask for an address change below.',
  none: 'We did not find one within 60 miles of your address. Call your Success Coach and we will help you find one.',
  miles: '{{miles}} miles away',
  hours: 'Hours',
  phone: 'Phone',
  directions: 'Directions',
  writtenDirections: 'Written directions',
  writtenStep:
    'Head from your address at {{from}} to {{to}}. It is about {{miles}} miles in a straight line. Your maps app shows the best route, or ask us for a ride.',
  prefer: 'Mark {{name}} as my choice',
  preferred: 'My choice',
  preferredSaved: '{{name}} is saved as your choice.',
  mapTitle: 'Map of {{title}}',
  mapYou: 'You',
  mapAttribution: 'Map data © OpenStreetMap contributors',
  staticMapLabel: 'Where it is',
  resetMap: 'Reset Map',
  addressChange: 'My address changed',
  addressChangeTitle: 'Tell us your new address',
  addressChangeSend: 'Send',
  addressChangeSent: 'Someone should reach out shortly',
  addressChangeTicket: 'Address change request',
  addressChangeBody:
    '{{name}} wants to change their address.\nNew address: {{address}}, {{city}}, {{state}} {{zip}}.{{note}}',
  note: 'Is there anything else we should know? You can skip this.',
  unknownAddress: 'We could not find that address. Check the ZIP code and try again.',
};

registerEnglish({ locations });
