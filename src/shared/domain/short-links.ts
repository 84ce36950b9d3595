/**
 * Short paths on the portal's own origin that text messages carry instead of long addresses (one SMS
 * segment has no room for them; decision 031). Each names a screen, never a record: whoever opens one
 * signs in first and sees only their own.
 */

/** The student's upcoming bookings, each with its join, reschedule and cancel buttons. */
export const BOOKINGS_PATH = '/postprogram/career_services/bookings';
/** The short link to BOOKINGS_PATH. */
export const BOOKINGS_SHORT_PATH = '/b';
