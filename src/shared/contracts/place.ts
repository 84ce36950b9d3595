import { z } from 'zod';
import { safeText } from './text.js';

/** A place's postal address, as answers carry it. */
export const postalAddress = {
  address: safeText(),
  city: safeText(),
  state: safeText(),
  zip: safeText(),
};

/** A place students go to, as answers carry it: its address, map point, opening hours and phone. */
export const placeShape = {
  ...postalAddress,
  latitude: z.number(),
  longitude: z.number(),
  hours: safeText().nullable(),
  phone: safeText().nullable(),
};
