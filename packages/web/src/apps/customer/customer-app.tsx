import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from '../../lib/query-client';
import { Toasts } from '../../lib/toast';
import { CustomerRoutes } from './routes';

export default function CustomerApp() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <CustomerRoutes />
      </BrowserRouter>
      <Toasts />
    </QueryClientProvider>
  );
}
