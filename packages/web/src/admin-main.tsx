import { startApp } from './start-app';

// The back office's entry, in a build of its own (vite.config.ts, decision 025): the server
// sends its HTML on the admin host (admin.example.com), the customer app's on any other. The app
// is imported once start-app has told zod not to compile (a static import would run first);
// the page's HTML asks for its chunk with the entry (`preloadApp`).
startApp(import('./apps/admin/admin-app'));
