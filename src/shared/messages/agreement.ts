import { registerEnglish } from '../translator.js';

export const agreement = {
  title: 'Your {{product}} agreement',
  readingCopy: 'Read it in Spanish',
  readingCopyNote:
    'This Spanish copy is to help you read. The English text above is the one you sign, and it is the one that counts.',
  incompleteBody: 'We e-mail you a link to read and sign your agreement on your phone.',
  request: 'E-mail it to me',
  requesting: 'Sending…',
  pending: 'sent, check your email',
  pendingHelp: 'Open the e-mail from {{product}} and tap the link to sign. The link works for 7 days.',
  complete: 'You signed your agreement. Thank you!',
  download: 'Download the signed copy (PDF)',
  alreadySent: 'Your agreement was already sent. Check your email.',
  ticketSubject: '{{product}} Agreement Requested',
  ticketBody: '{{name}} asked for the {{product}} agreement. A signing link was e-mailed to {{email}}.',
  emailSubject: 'Sign your {{product}} agreement',
  emailText:
    'Hi {{name}}, here is your {{product}} agreement. Read it and sign it here (the link works for 7 days): {{link}}',
  providerMessage:
    'Hi {{name}}, here is your {{product}} agreement. Please read it and sign it on your phone.',
  signTitle: 'Read and sign',
  signIntro: 'Hi {{name}}. Please read your agreement, then sign at the bottom.',
  linkInvalid:
    'This signing link does not work any more. Ask for a new one from your checklist or call your Success Coach.',
  consent: 'I read this agreement and I agree to sign it electronically.',
  legalName: 'Your legal first and last name',
  legalNameInvalid: 'Type your legal first and last name.',
  legalNameMismatch:
    'This is not the name we have for you. Type your first and last name as your coach has them. If your name changed, call your Success Coach.',
  someoneElseSignedIn:
    'Someone else is signed in on this device. Only the person this agreement is for can sign it. Sign out, then open the link again.',
  drawLabel: 'Sign with your finger or mouse in the box',
  clear: 'Clear',
  typedInstead: 'Use my typed name as my signature',
  signatureRequired: 'Draw your signature, or choose to use your typed name.',
  consentRequired: 'Check the box to agree.',
  sign: 'Sign my agreement',
  signing: 'Signing…',
  signed: 'Signed! A copy is in your portal. You can close this page.',
  signatureTooLarge: 'The signature is too large. Please clear it and sign again.',
  certificateTitle: 'Signing certificate',
  certificate: {
    agreement: 'Agreement',
    signer: 'Signer',
    email: 'E-mail',
    phone: 'Phone',
    signedAt: 'Signed at',
    ip: 'IP address',
    userAgent: 'Device',
    documentHash: 'Document SHA-256',
    method: 'Signature',
    drawn: 'drawn by hand',
    typed: 'typed name',
  },
  notSignedYet: 'There is no signed agreement yet.',
};

registerEnglish({ agreement });
