// react-hook-form's resolver for zod, with zod's Spanish messages: `useZodForm` loads it as a
// form first renders and awaits it at the form's first check (decision 020).
import './zod-spanish';

export { zodResolver } from '@hookform/resolvers/zod';
