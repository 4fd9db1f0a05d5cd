/** A line icon per demo category (24×24, currentColor); unknown categories get a gift. */
const PATHS: Readonly<Record<string, string>> = {
  'food-drink': 'M5 8h12v5a6 6 0 0 1-12 0zM17 9h1.5a2.5 2.5 0 0 1 0 5H17M8 3v2M11 3v2M14 3v2',
  shopping: 'M5 8h14l-1 12H6zM9 8V6a3 3 0 0 1 6 0v2',
  'beauty-wellness':
    'M12 3l1.8 4.7L18 9.5l-4.2 1.8L12 16l-1.8-4.7L6 9.5l4.2-1.8zM18 15l.8 2 2 .8-2 .8-.8 2-.8-2-2-.8 2-.8z',
  entertainment: 'M4 7h16v3a2 2 0 0 0 0 4v3H4v-3a2 2 0 0 0 0-4zM14 7v10',
  groceries: 'M3 9h18l-2 10H5zM8 9l3-5M16 9l-3-5M9 13v3M15 13v3',
  travel: 'M3 14l8-3V5a1.5 1.5 0 0 1 3 0v6l7 3v2l-7-2v4l2 1.5V21l-3.5-1L8 21v-1.5L10 18v-4l-7 2z',
  electronics: 'M4 5h16v11H4zM2 19h20M10 16v3M14 16v3',
  'sports-fitness': 'M3 10v4M6 8v8M18 8v8M21 10v4M6 12h12',
};
const GIFT = 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0';

export function CategoryIcon({ id }: { id: string }) {
  return (
    <svg
      className="category-icon"
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[id] ?? GIFT} />
    </svg>
  );
}
