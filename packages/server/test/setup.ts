// Vitest's setup file, in each test file's process: the run's template databases, when
// global-setup.ts built them.
import { inject } from 'vitest';
import { useTestTemplates } from './templates';

const templates = inject('testTemplates');
if (templates) useTestTemplates(templates);
