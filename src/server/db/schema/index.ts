export * from './account.js';
export * from './documents.js';
export * from './auth.js';
export * from './outbox.js';
export * from './program.js';
export * from './careers.js';
export * from './locations.js';
export * from './audit.js';
