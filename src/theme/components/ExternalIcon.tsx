/** The small arrow marking links that leave the site. */
export function ExternalIcon() {
  return (
    <svg className="external-icon" width="13" height="13" viewBox="0 0 24 24" aria-hidden="true">
      <path fill="currentColor" d="M21 13v10H1V3h10v2H3v16h16v-8h2Zm2-12H13v2h6.6L9.3 13.3l1.4 1.4L21 4.4V11h2V1Z" />
    </svg>
  );
}
