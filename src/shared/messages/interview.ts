import { registerEnglish } from '../translator.js';

export const interview = {
  title: 'FW Interview AI Agent',
  intro:
    'Practice a job interview out loud. Sam, a practice interviewer, asks you 2 questions and then gives you short tips.',
  micNote: 'Allow your microphone when your phone asks. You can type your answers too.',
  startCall: 'Start Call',
  endCall: 'End Call',
  downloadTranscript: 'Download Transcript',
  status: {
    disconnected: 'Disconnected',
    connecting: 'Connecting…',
    connected: 'Connected',
    disconnecting: 'Disconnecting…',
  },
  statusLabel: 'Call status: {{status}}',
  phaseLabel: 'Step: {{phase}}',
  phases: { intro: 'Intro', interview: 'Interview', feedback: 'Feedback' },
  conversation: 'Conversation',
  empty: 'Press Start Call to begin.',
  you: 'You',
  waveform: 'Your microphone level',
  answerLabel: 'Your answer',
  answerHint: 'Type your answer, or press Speak and talk.',
  send: 'Send answer',
  speak: 'Speak',
  listening: 'Listening… press to stop',
  thinking: 'Sam is thinking…',
  feedbackTitle: 'Feedback',
  strengths: 'What went well',
  improvements: 'To do better',
  formatting: 'Getting your feedback ready…',
  formatError: 'Error formatting feedback.',
  micDenied: 'Microphone permission denied. Please allow access to use voice features.',
  conversationError: 'An error occurred during the conversation',
  turnRefused: 'This practice interview is over. Start a new call to practice again.',
  again: 'Practice again',
};

registerEnglish({ interview });
