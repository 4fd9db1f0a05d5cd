/** Congratulations: a rosette with its ribbons and a shower of confetti and streamers. */
import { CALM, type CardDesign } from '../design';
import { confetti, sparkle, star } from '../shapes';

const COLOURS = ['#c2410c', '#f59e0b', '#10b981', '#3b82f6', '#ec4899', '#8b5cf6'];

export const congrats: CardDesign = {
  background: '#fff7e0',
  ink: '#7c2d12',
  art:
    confetti(7, 46, COLOURS, CALM) +
    `<path d="M730 90q40 40 10 80t20 90" fill="none" stroke="#ec4899" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M1150 330q-40 40 -10 80t-20 90" fill="none" stroke="#3b82f6" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M1120 60q30 50 -20 70t0 80" fill="none" stroke="#10b981" stroke-width="8" stroke-linecap="round"/>` +
    // The ribbon tails, notched, then the rosette's rings and its star.
    `<path d="M900 330L830 590L872 566L904 604L950 360Z" fill="#c2410c"/>` +
    `<path d="M980 330L1050 590L1008 566L976 604L930 360Z" fill="#9a3412"/>` +
    star(940, 290, 176, 156, '#f59e0b', 24, 0) +
    `<circle cx="940" cy="290" r="140" fill="#fde68a"/>` +
    `<circle cx="940" cy="290" r="112" fill="#fbbf24"/>` +
    `<circle cx="940" cy="290" r="112" fill="none" stroke="#fff7e0" stroke-width="6" stroke-dasharray="4 14" stroke-linecap="round"/>` +
    star(940, 296, 66, 30, '#fff7e0') +
    sparkle(1120, 200, 20, '#f59e0b') +
    sparkle(760, 380, 16, '#c2410c'),
};
