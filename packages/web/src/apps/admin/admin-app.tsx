import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../../lib/query-client';
import { Toasts } from '../../lib/toast';
import { usePageDrawn } from '../../lib/web-font';
// The back office parses with zod outside its forms too: Spanish from the start.
import '../../lib/zod-spanish';
import { AdminRoutes } from './routes';

// A data router, for its navigation blocker (decision 025); the routes stay declarative.
const createRouter = () => createBrowserRouter([{ path: '*', element: <AdminRoutes /> }]);

export default function AdminApp() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  usePageDrawn();
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toasts placement="under-top-bar" />
    </QueryClientProvider>
  );
}
