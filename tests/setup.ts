import '@testing-library/jest-dom/vitest';
// Every message section, as on the server; the browser's loading per section is checked by
// tests/unit/message-imports.test.ts (decision 033).
import '@shared/messages/en';
