import { startApp } from './start-app';

// The customer app's entry. The back office is a build of its own (admin-main.tsx, served on the
// admin host), so none of its code reaches here (vite.config.ts, decision 025). The app is
// imported once start-app has told zod not to compile (a static import would run first); the
// page's HTML asks for its chunk, and the page's own, with the entry (decision 036).
startApp(
  import('./apps/customer/customer-app').then(async (app) => {
    await app.firstPageReady;
    return app;
  }),
);
