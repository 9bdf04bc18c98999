/**
 * The redirect view (docs/widget.md#views): the payer is sent on at once — a GET to the action's url,
 * or a hidden form POSTed to it — and a 'continue to {name}' button does it again should the
 * browser not have gone (a blocked navigation), in the widget's locale. A lazy chunk of its own:
 * only a redirect action loads it.
 */
import * as React from 'react';
import { Button } from '@paypage/ui';
import { appendHiddenForm } from './hidden-form';
import { continueToLabel, type Navigator, type RedirectTarget } from './redirect';
import { useWidgetStrings } from '../i18n/widget-strings';
import { fillPlaceholders, type TranslationValues } from '../i18n/translate';

export const REDIRECT_TEXT = 'Your bank needs you to confirm this payment on its own page.';

/** The view's en-US strings; a locale's (`Translate.part`) are taken over them. */
export const REDIRECT_TEXTS = {
  'redirect.heading': 'Going to {name}…',
  'redirect.text': REDIRECT_TEXT,
  'redirect.continue': continueToLabel('{name}'),
} as const satisfies Record<string, string>;

/** The browser's own: `location.assign`, or a hidden form in the page POSTed to the url. */
export const browserNavigator: Navigator = {
  get: (url) => window.location.assign(url),
  post: (url, data) => appendHiddenForm(document, url, data).submit(),
};

export type RedirectViewProps = {
  target: RedirectTarget;
  navigator?: Navigator;
};

export function RedirectView({ target, navigator = browserNavigator }: RedirectViewProps) {
  const t = useWidgetStrings();
  const text = (key: keyof typeof REDIRECT_TEXTS, values?: TranslationValues) =>
    t.part(key, values) ?? fillPlaceholders(REDIRECT_TEXTS[key], values);
  const go = React.useCallback(() => {
    if (target.method === 'POST') navigator.post(target.url, target.data);
    else navigator.get(target.url);
  }, [target, navigator]);
  const went = React.useRef(false);
  React.useEffect(() => {
    if (went.current) return;
    went.current = true;
    go();
  }, [go]);
  const headingId = React.useId();
  return (
    <section
      data-slot="redirect-view"
      data-method={target.method}
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4"
    >
      <h3 id={headingId} className="text-base font-semibold text-text">
        {text('redirect.heading', { name: target.name })}
      </h3>
      <p className="text-sm text-muted">{text('redirect.text')}</p>
      {/* A long name wraps inside the button. */}
      <Button
        variant="secondary"
        className="h-auto min-h-11 py-2 text-center break-words whitespace-normal"
        onClick={go}
      >
        {text('redirect.continue', { name: target.name })}
      </Button>
    </section>
  );
}

export default RedirectView;
