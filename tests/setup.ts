import '@testing-library/jest-dom/vitest';
// Every message section, as on the server; the browser's loading per section is checked by
// tests/unit/message-imports.test.ts (decision 033).
import '@shared/messages/en';
// The screens and rules read video lengths from the media catalogue, which a demo portal builds from its
// clips at start (decision 047); each test file starts with that catalogue, as the demo's pages do.
import { useDemoMedia } from './demo-media';
useDemoMedia();
