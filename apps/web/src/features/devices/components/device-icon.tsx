import type { DeviceSession } from '../device-session';

/** A line icon per device type (24×24, currentColor); an unknown type gets a plain screen. */
const PATHS: Readonly<Record<NonNullable<DeviceSession['deviceType']> | 'unknown', string>> = {
  mobile: 'M7 2.5h10a1 1 0 0 1 1 1v17a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1v-17a1 1 0 0 1 1-1zM11 18.5h2',
  tablet: 'M5 3h14a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM11 18h2',
  desktop: 'M3 4h18v12H3zM8 20h8M12 16v4',
  unknown: 'M4 5h16v12H4zM9 20h6M10 9.5a2 2 0 1 1 2.8 1.8c-.5.3-.8.7-.8 1.2M12 14.5v.01',
};

export function DeviceIcon({ type }: { type: DeviceSession['deviceType'] }) {
  return (
    <svg
      className="device-icon"
      viewBox="0 0 24 24"
      width="32"
      height="32"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[type ?? 'unknown']} />
    </svg>
  );
}
