import { z } from 'zod';
import { es } from 'zod/locales';

// Any rule a domain schema leaves without its own message speaks Spanish. Loaded with the forms'
// resolver (zod-resolver.ts) and by the back office, so zod stays off the customer's first
// screens (decisions 005 and 020). `z.config` merges into the global config object main.tsx
// created, so `jitless` (the CSP forbids eval) is kept.
z.config(es());
