import { registerEnglish } from '../translator.js';

export const account = {
  title: 'Personal Info',
  photo: 'Profile photo',
  noPhoto: 'No photo',
  addPhoto: 'Add Photo',
  change: 'Change',
  changeEmailLabel: 'Change e-mail',
  changePhoneLabel: 'Change phone',
  changePhotoLabel: 'Change photo',
  photoAlt: 'Your profile photo',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  phone: 'Phone',
  careerCoach: 'Career Coach',
  careerCoachLink: 'Talk with your Career Coach',
  nameHelp: 'To fix your name, talk with your Success Coach.',
  emailTitle: 'Update your e-mail',
  emailIntro:
    'Your current e-mail is {{email}}. To keep your account safe we send a code to it first, then one to the new address.',
  newEmail: 'New e-mail address',
  confirmEmail: 'Confirm new e-mail address',
  emailRequired: 'Email address is required',
  emailInvalid: 'Must be a valid email address',
  emailSame: 'This is already your current email address',
  confirmEmailRequired: 'Please confirm your email address',
  emailMismatch: 'Email addresses do not match',
  emailTaken:
    'This e-mail address belongs to another account. Use a different one, or call your Success Coach.',
  updateEmail: 'Update Email',
  phoneTitle: 'Update your phone',
  phoneIntro:
    'Your current phone is {{phone}}. To keep your account safe we text a code to it first, then one to the new number.',
  newPhone: 'New phone number',
  confirmPhone: 'Confirm new phone number',
  phoneHint: '10 digits, like 312 555 0123',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Must be a valid 10 digit US phone number.',
  phoneSame: 'This is already your current phone number',
  confirmPhoneRequired: 'Please confirm your phone number',
  phoneMismatch: 'Phone numbers do not match',
  phoneTaken:
    'This phone number belongs to another account. Use a different one, or call your Success Coach.',
  updatePhone: 'Update Phone',
  phoneUpdated: 'Phone Number Updated Successfully!',
  cancel: 'Cancel',
  sendingCode: 'Sending a code…',
  codeSentEmail: 'We sent a 6-digit code to {{to}}. Check your e-mail (and the spam folder).',
  codeSentSms: 'We sent a 6-digit code by text message to {{to}}.',
  codeLabel: '6-digit code',
  codeRequired: 'Enter the 6-digit code we sent you.',
  codeFormat: 'The code is 6 digits.',
  codeIncorrect: 'Token incorrect. Check the code and try again.',
  codeExpired:
    'Token incorrect. This code has expired or was used too many times. Please ask for a new code.',
  tooManyCodes: 'Too many codes asked for. Please wait 15 minutes and try again.',
  oneChangeAtATime: 'Change your e-mail or your phone number, one at a time, with the code we sent you.',
  confirmCode: 'Confirm',
  saving: 'Saving…',
  resend: 'Send a new code',
  codeEmailSubject: 'Your Freeway code to confirm this e-mail: {{code}}',
  codeEmailText:
    'Your code is {{code}}.\n\nEnter it in the Freeway portal to make this your program e-mail. It expires in 10 minutes. If you did not ask for it, you can ignore this e-mail.',
  codeSmsText: 'Freeway code to confirm this phone: {{code}}. It expires in 10 minutes. Never share it.',
  currentCodeSentEmail:
    'First, make sure it is you: we sent a 6-digit code to your current e-mail, {{to}}. Enter it here.',
  currentCodeSentSms:
    'First, make sure it is you: we sent a 6-digit code by text message to your current phone, {{to}}. Enter it here.',
  currentCodeRequired: 'Enter the 6-digit code we sent to your current address.',
  currentCodeEmailSubject: 'Your Freeway code to change your e-mail: {{code}}',
  currentCodeEmailText:
    'Your code is {{code}}.\n\nSomeone signed in to your Freeway account asked to change its e-mail address. Enter this code only if it was you. It expires in 10 minutes.\n\nIf it was not you, call your Success Coach right away at {{phone}}.',
  currentCodeSmsText:
    'Freeway code to change your phone number: {{code}}. Enter it only if you asked for the change. It expires in 10 minutes. Not you? Call {{phone}}.',
  phoneChangedSms:
    'Freeway: your phone number was changed to the one ending in {{last4}}. We will text that number now. Not you? Call your Success Coach at {{support}}.',
  emailChangedSubject: 'Your Freeway e-mail address was changed',
  emailChangedText:
    'Hello {{firstName}},\n\nYour Freeway program e-mail was changed to {{email}}. From now on we will write to that address.\n\nIf you did not make this change, call your Success Coach right away at {{phone}}.',
  emailUpdated: 'Your e-mail is updated.',
  photoSaved: 'Your profile photo is saved.',
  photoPathInvalid: 'Choose a photo you uploaded for your profile.',
};

registerEnglish({ account });
