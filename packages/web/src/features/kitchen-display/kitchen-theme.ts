import type { TicketTone } from '@horno/domain/kitchen';
import type { CSSProperties } from 'react';

/**
 * The kitchen's dark palette: the app's theme tokens set again under the display, so the UI kit
 * (buttons, empty states, the live badge) draws dark there. Every text and background pair used
 * together meets WCAG AA, read from two metres under a kitchen's lights.
 */
export const KITCHEN_THEME = {
  colorScheme: 'dark',
  '--color-page': '#131010',
  '--color-surface': '#221d1b',
  '--color-surface-muted': '#342d2a',
  '--color-line': '#51463f',
  '--color-ink': '#fbf5ee',
  '--color-ink-muted': '#cdbfb2',
  '--color-primary-soft': '#4d1c13',
  '--color-primary-strong': '#ffb4a2',
  '--color-success': '#8ee09b',
  '--color-success-soft': '#173820',
  '--color-warning': '#fcd34d',
  '--color-warning-soft': '#3d2b06',
  '--focus-ring': '#f5b301',
} as CSSProperties;

/** Each state colour of a ticket: its header, its frame, and a word so colour is not the only sign. */
export const TONE_STYLE: Record<
  TicketTone,
  { header: string; frame: string; word: string | null }
> = {
  ok: { header: 'bg-[#25603a] text-white', frame: 'border-[#25603a]', word: null },
  amber: { header: 'bg-[#f5b301] text-[#1a1206]', frame: 'border-[#f5b301]', word: 'Atención' },
  red: { header: 'bg-[#c92a20] text-white', frame: 'border-[#c92a20]', word: 'Tarde' },
};
