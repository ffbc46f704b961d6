/**
 * On the home page, a banner for a misconfigured base URL: hidden by default, revealed by
 * the client when the page is served from a path outside the configured base URL (then
 * the CSS and JavaScript of the site would not load either, so the banner is plain HTML).
 */
import { useSite } from '../contexts.tsx';

export function BaseUrlIssueBanner() {
  const { baseUrl, baseUrlIssueBanner } = useSite();
  if (!baseUrlIssueBanner) return null;
  return (
    <div className="base-url-issue" id="__base-url-issue" data-base-url={baseUrl} hidden>
      <p>
        Your site did not load properly: it is served from a path that does not match its base URL,{' '}
        <code>{baseUrl}</code>. Serve the output folder at <code>{baseUrl}</code> or change <code>baseUrl</code> in
        content/site.yaml.
      </p>
    </div>
  );
}
