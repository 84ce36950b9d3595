import { registerEnglish } from '../translator.js';

/**
 * The words of the sign-in screen and the app's frame: the only part of the catalogue in the first
 * download (decision 005). Everything else is in `en.ts`, which loads with the screens that need it.
 */
export const core = {
  product: {
    name: 'Freeway',
    portal: 'Freeway Student Portal',
  },
  common: {
    loading: 'Loading…',
    close: 'Close',
    back: 'Back',
    continue: 'Continue',
    backToChecklist: 'Back to checklist',
    skipToContent: 'Skip to main content',
    /** Under every e-mail field whose provider looks mistyped, and first among the e-mail rater's tips. */
    didYouMean: 'Did you mean {{address}}?',
    /** A video's length as its file declares it (src/shared/domain/media.ts). */
    videoLength: 'Video, {{length}}',
    /** Beside a video's length when it is not in the reader's language. */
    inEnglish: 'In English',
    inSpanish: 'In Spanish',
  },
  errors: {
    unauthorized: 'Unauthorized',
    forbidden: 'You do not have access to this.',
    notFound: 'We could not find that.',
    invalidInput: 'Please check what you entered and try again.',
    internal: 'Something went wrong on our side. Please try again in a few minutes.',
    network: 'You seem to be offline. Check your connection and try again.',
    rateLimited: 'Too many tries. Please wait a few minutes and try again.',
    staffOnly: 'This page is for program staff.',
    onlyYourself: 'You can only look up your own account.',
    userNotFound: 'No one in the program has that e-mail, phone or id.',
    busy: 'We are very busy right now. Please try again in a minute.',
    unavailable: 'We cannot reach our records right now. Please try again in a few minutes.',
    stillWorking: 'We are still working on what you sent. Please wait a moment, then check again.',
    keyMissing: 'Please try again.',
    keyReused: 'This was already sent with different details. Please reload the page and try again.',
  },
  auth: {
    title: 'Sign in',
    intro: 'Use the e-mail or phone number you gave the program. We will send you a 6-digit code.',
    useEmail: 'E-mail',
    usePhone: 'Phone',
    emailLabel: 'E-mail address',
    phoneLabel: 'Mobile phone number',
    phoneHint: '10 digits, like 312 555 0123',
    sendCode: 'Send me a code',
    sendingCode: 'Sending…',
    codeSentEmail:
      'If {{to}} is in our program, we have sent a code. Check your e-mail (and the spam folder).',
    codeSentSms: 'If {{to}} is in our program, we have sent a code by text message.',
    codeLabel: '6-digit code',
    signIn: 'Sign in',
    signingIn: 'Signing in…',
    useDifferent: 'Use a different e-mail or phone',
    resend: 'Send a new code',
    emailRequired: 'Email address is required',
    emailInvalid: 'Must be a valid email address',
    phoneRequired: 'Phone number is required',
    phoneInvalid: 'Must be a valid 10 digit US phone number.',
    codeRequired: 'Enter the 6-digit code we sent you.',
    codeFormat: 'The code is 6 digits.',
    tokenIncorrect: 'Token incorrect. Check the code, or ask for a new one.',
    lockedEmailSubject: 'Freeway sign-in is paused',
    lockedText:
      'Someone entered too many wrong Freeway sign-in codes for your account, so sign-in is paused for {{minutes}} minutes. Ask for a new code after that. If it was not you, or you need in sooner, call your Success Coach at {{phone}}.',
    lockedSmsText:
      'Freeway: too many wrong sign-in codes, so sign-in is paused for {{minutes}} minutes. Not you, or need in sooner? Call your Success Coach at {{phone}}.',
    tooManyCodes: 'Too many codes asked for. Please wait 15 minutes and try again.',
    codeEmailSubject: 'Your Freeway sign-in code: {{code}}',
    codeEmailText:
      'Your Freeway sign-in code is {{code}}.\n\nIt works once and expires in 10 minutes. If you did not ask for it, you can ignore this e-mail. Nobody from Freeway will ever ask you for this code.',
    codeSmsText: 'Freeway code: {{code}}. It expires in 10 minutes. Never share it. @{{host}} #{{code}}',
    loggedOut: 'You are signed out.',
    notStudent: 'Need help signing in? Call your Success Coach.',
  },
  session: {
    expired: 'Your session expired, or something went wrong. Please log back in to continue.',
    understand: 'I understand.',
  },
  shell: {
    menu: 'Menu',
    logoAlt: 'Freeway home',
    talkCoach: 'Talk with a Success Coach',
    talkInstructor: 'Talk with an Instructor',
    callUs: 'Call us',
    supportText: 'Questions? We are here {{hours}}.',
    outOfDate: 'This app is out of date',
    outOfDateBody: 'A new version is ready. It takes a second.',
    update: 'Update',
    themeDark: 'Dark theme',
    themeLight: 'Light theme',
    /** The label of the language switch (its choices are written in their own language). */
    language: 'Language',
    privacy: 'Privacy Policy',
    terms: 'Terms of Use',
    loadingScreen: 'Loading your portal…',
    pageError: 'This page did not load.',
    pageErrorBody: 'Something went wrong while showing this page. Try again, or call us and we will help.',
    tryAgain: 'Try again',
    offline: 'You are offline. What you do is saved and sent when you are back.',
    waitingOne: '1 change is waiting to send.',
    waitingMany: '{{count}} changes are waiting to send.',
    waitingToSend: 'Waiting to send',
    offlineNoCopy: 'You are offline',
    offlineNoCopyBody:
      'This phone has no saved copy of your portal yet. Connect to the internet or Wi-Fi, then try again.',
  },
} as const;

registerEnglish(core);
