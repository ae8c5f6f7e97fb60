import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from '../../lib/query-client';
import { Toasts } from '../../lib/toast';
import { usePageDrawn } from '../../lib/web-font';
// The back office parses with zod outside its forms too: Spanish from the start.
import '../../lib/zod-spanish';
import { AdminRoutes } from './routes';

export default function AdminApp() {
  const [queryClient] = useState(createQueryClient);
  usePageDrawn();
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AdminRoutes />
      </BrowserRouter>
      <Toasts placement="under-top-bar" />
    </QueryClientProvider>
  );
}
