import { registerEnglish } from '../translator.js';

/**
 * What a student is told when a coach decides something about them (issue 37 item 5), by e-mail and by text
 * as they chose, and the words of the screens that keep a student from a dead end (item 4).
 */
export const decisionNotices = {
  greeting: 'Hi {{name}},',
  returnedToSchool: {
    subject: 'You are back in trucking school',
    email:
      'Your Success Coach moved you back to trucking school. Please answer the 5 questions before school again, then book your call.',
    sms: '{{product}}: your coach moved you back to trucking school. Open the portal and answer the 5 questions again.',
  },
  stipendApproved: {
    subject: 'Your week {{week}} stipend is approved',
    email: 'Your Success Coach approved your week {{week}} stipend. It will be sent to {{email}}.',
    sms: '{{product}}: your week {{week}} stipend is approved. It goes to your payment e-mail.',
  },
  stipendPaid: {
    subject: 'Your week {{week}} stipend has been sent',
    email: 'Your week {{week}} stipend has been sent to {{email}}. Check that account.',
    sms: '{{product}}: your week {{week}} stipend was sent. Check your payment account.',
  },
  stipendDeclined: {
    subject: 'Your week {{week}} stipend was not approved',
    email:
      'Your Success Coach could not approve your week {{week}} stipend. The reason: {{reason}}. Call your coach if you have questions.',
    sms: '{{product}}: your week {{week}} stipend was not approved. See why in the portal.',
  },
  stipendReopened: {
    subject: 'You can ask for your week {{week}} stipend again',
    email: 'Your Success Coach opened week {{week}} again. You can ask for that stipend again in the portal.',
    sms: '{{product}}: you can ask for your week {{week}} stipend again in the portal.',
  },
  placeApproved: {
    subject: 'Your new place is approved',
    email: 'Your Success Coach approved {{name}}. You can now choose it when you order a ride.',
    sms: '{{product}}: {{name}} is approved for your rides.',
  },
  documentSentBack: {
    subject: 'Please send a new photo',
    email: 'A Success Coach could not accept your last photo: {{reason}}',
    sms: '{{product}}: please send a new photo of your document. See why in the portal.',
  },
  agreementRenewed: {
    subject: 'Your program agreement was sent again',
    email:
      'Your Success Coach sent your program agreement again. Look for the new e-mail with the link to sign it. The old link no longer works.',
    sms: '{{product}}: your program agreement was sent again. Check your e-mail for the new link.',
  },
  /** The interstitial of the school stage, when graduation waits for something. */
  graduationWaits: 'Before you can finish school:',
  waitCdla: 'A Success Coach must approve the photo of your CDL-A license.',
  waitCdlaUpload: 'Send a photo of your CDL-A license.',
  waitAgreement: 'Sign your program agreement. The link is in your e-mail.',
  graduationRefused: 'You cannot finish school yet. {{why}}',
  /** "I did not go this week": the confirmation before the week is used. */
  noneConfirmTitle: 'Use week {{week}} without a stipend?',
  noneConfirmBody:
    'You said you did not go to school this week. You will not get a stipend for week {{week}}, and you cannot ask for it again.',
  noneConfirm: 'Yes, I did not go',
  noneCancel: 'Go back',
  /** The stipend page: the payment e-mail is fixed. */
  paymentEmailLabel: 'Your stipends are paid to this e-mail:',
  paymentEmailNote: 'It is the one you gave before school. Only your Success Coach can change it.',
  linkExpired: 'Your link to sign has expired. Send a new one.',
  renew: 'Send me a new link',
  renewed: 'We sent you a new link. Check your e-mail.',
  notRenewable: 'Your agreement cannot be sent again now.',
  /** The coaches' console: buttons say what they do. */
  markAsPaid: 'Mark as paid',
  approve: 'Approve',
  decline: 'Decline',
  reopenWeek: 'Reopen week',
  openHeading: 'Waiting for a decision',
  declinedHeading: 'Declined weeks',
  declinedEmpty: 'No declined week.',
  declinedMeta: 'Declined: {{reason}}',
  reopenedNotice: 'Week {{week}} is open again. The student was told.',
  renewAgreement: 'Send the agreement again',
  renewedNotice: 'A new signing link was sent. The student was told.',
  paymentEmailStaff: 'Stipend payment e-mail',
  savePaymentEmail: 'Save payment e-mail',
  paymentEmailSaved: 'The stipend payment e-mail was changed.',
  paymentEmailNow: 'Now: {{email}}',
  paymentEmailSignIn: 'Now: {{email}} (the sign-in e-mail)',
  payoutEmailStaff: 'Payout e-mail',
  payoutEmailNone: 'Not set yet: the first payout request sets it.',
  savePayoutEmail: 'Save payout e-mail',
  payoutEmailSaved: 'The payout e-mail was changed.',
  reopenNotDeclined: 'Only a declined week can be opened again.',
};

registerEnglish({ decisionNotices });
