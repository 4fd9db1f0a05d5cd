/** Thanks: a bouquet of flowers in paper with a bow, and hearts floating up, in soft rose. */
import type { CardDesign } from '../design';
import { flower, heart, sparkle } from '../shapes';

const leaf = (cx: number, cy: number, turn: number, fill = '#4f9d69') =>
  `<ellipse cx="${cx}" cy="${cy}" rx="58" ry="22" fill="${fill}" transform="rotate(${turn} ${cx} ${cy})"/>`;

export const thanks: CardDesign = {
  background: '#fde8ec',
  ink: '#9f1239',
  art:
    heart(790, 130, 64, '#fb7185', -12) +
    heart(1120, 110, 48, '#f43f5e', 14) +
    heart(1158, 420, 36, '#fda4af', 10) +
    heart(760, 500, 30, '#fda4af', -8) +
    sparkle(1060, 60, 14, '#f43f5e') +
    sparkle(740, 300, 12, '#fb7185') +
    leaf(820, 300, -35) +
    leaf(1070, 290, 35) +
    leaf(870, 210, -70, '#3f8a5a') +
    leaf(1010, 200, 65, '#3f8a5a') +
    flower(870, 270, 84, '#f43f5e', '#fde047') +
    flower(1040, 262, 80, '#fb923c', '#fff7ed', 6, 15) +
    flower(955, 196, 92, '#f472b6', '#fde047', 5, -18) +
    flower(960, 318, 70, '#fde68a', '#f59e0b', 6) +
    flower(800, 360, 52, '#fda4af', '#fff7ed', 5, 20) +
    flower(1110, 350, 50, '#f43f5e', '#fde047', 5, 10) +
    // The paper cone over the stems, and its bow.
    `<path d="M792 362L1118 362L982 598Q955 612 928 598Z" fill="#fff7ed"/>` +
    `<path d="M955 362L1118 362L982 598Q968 606 955 606Z" fill="#fbd5dc"/>` +
    `<ellipse cx="918" cy="478" rx="44" ry="24" fill="#e11d48" transform="rotate(-22 918 478)"/>` +
    `<ellipse cx="994" cy="478" rx="44" ry="24" fill="#e11d48" transform="rotate(22 994 478)"/>` +
    `<path d="M948 488L918 560L938 552L950 570ZM964 488L994 560L974 552L962 570Z" fill="#be123c"/>` +
    `<circle cx="956" cy="484" r="18" fill="#be123c"/>`,
};
