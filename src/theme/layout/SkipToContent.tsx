/** The first focusable element: jumps keyboard users past the navbar to the content. */
export function SkipToContent() {
  return (
    <a className="skip-to-content" href="#__main">
      Skip to main content
    </a>
  );
}
