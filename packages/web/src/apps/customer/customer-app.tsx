import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from '../../lib/query-client';
import { Toasts } from '../../lib/toast';
import { CustomerRoutes } from './routes';

// One client for the page's life, outside React's state: a first render that suspends (a lazy
// part without a nearer boundary) is thrown away with its state, and a client made there would
// go with it, and with it the early answers its queries had already taken: the retry then asked
// the server again for the branch lists and the catalog.
const queryClient = createQueryClient();

export default function CustomerApp() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <CustomerRoutes />
      </BrowserRouter>
      <Toasts />
    </QueryClientProvider>
  );
}
