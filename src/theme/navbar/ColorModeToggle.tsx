/**
 * Light/dark switch. Its markup does not depend on the current mode (set on <html
 * data-theme> before first paint by the head script), so server and client render the
 * same; CSS shows the icon of the mode you would switch to. The client wires the click.
 */
import { useSite } from '../contexts.tsx';

export function ColorModeToggle() {
  const { colorMode } = useSite();
  if (colorMode.disableSwitch) return null;
  return (
    <button
      type="button"
      className="color-mode-toggle"
      data-color-mode-toggle
      aria-label="Switch between dark and light mode"
      title="Switch between dark and light mode"
    >
      <svg
        className="color-mode-toggle__icon color-mode-toggle__icon--light"
        viewBox="0 0 24 24"
        width="22"
        height="22"
        aria-hidden="true"
      >
        <path
          fill="currentColor"
          d="M12 9a3 3 0 1 1 0 6 3 3 0 0 1 0-6m0-2a5 5 0 1 0 0 10 5 5 0 0 0 0-10ZM2 13h2a1 1 0 0 0 0-2H2a1 1 0 0 0 0 2Zm18 0h2a1 1 0 0 0 0-2h-2a1 1 0 0 0 0 2ZM11 2v2a1 1 0 0 0 2 0V2a1 1 0 0 0-2 0Zm0 18v2a1 1 0 0 0 2 0v-2a1 1 0 0 0-2 0ZM6 4.6a1 1 0 0 0-1.4 1.4l1 1.1a1 1 0 0 0 1.5-1.4L6 4.6Zm12.4 12.4a1 1 0 0 0-1.4 1.4l1 1.1a1 1 0 0 0 1.5-1.4l-1.1-1ZM19.4 6A1 1 0 0 0 18 4.6l-1 1.1a1 1 0 0 0 1.4 1.4l1-1.1ZM7 18.4A1 1 0 0 0 5.6 17l-1 1a1 1 0 0 0 1.4 1.5l1.1-1.1Z"
        />
      </svg>
      <svg
        className="color-mode-toggle__icon color-mode-toggle__icon--dark"
        viewBox="0 0 24 24"
        width="22"
        height="22"
        aria-hidden="true"
      >
        <path fill="currentColor" d="M9.4 3.4a9 9 0 1 0 11.2 11.2A7.5 7.5 0 0 1 9.4 3.4Z" />
      </svg>
    </button>
  );
}
