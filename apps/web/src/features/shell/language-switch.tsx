'use client';

import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@farm/contract/plain/languages';
import { useSearchParams } from 'next/navigation';

import { Fragment } from 'react';
import { useLanguage } from '@/lib/i18n/language-context';
import { Link, usePathname } from '@/lib/i18n/navigation';

/**
 * "English / தமிழ்": the same page and query in the other language (`/ta/…` ↔ `/…`). Each choice
 * is written in its own language (`lang`, `hreflang`); the link remembers it in next-intl's cookie,
 * and `onChoose` may save it further (on the signed-in customer's account): the page is left when
 * that is done.
 */
export function LanguageSwitch({
  label,
  className,
  onChoose,
}: {
  label: string;
  className?: string;
  onChoose?: (language: Language) => Promise<void> | undefined;
}) {
  const current = useLanguage();
  const pathname = usePathname();
  const query = useSearchParams().toString();
  const href = query ? `${pathname}?${query}` : pathname;
  return (
    <nav aria-label={label} className={className}>
      {LANGUAGES.map((language, index) => (
        <Fragment key={language}>
          {index > 0 && <span aria-hidden="true"> / </span>}
          {language === current ? (
            <span lang={language} aria-current="true">
              {LANGUAGE_NAMES[language]}
            </span>
          ) : (
            <Link
              href={href}
              locale={language}
              lang={language}
              hrefLang={language}
              onClick={(event) => {
                const saving = onChoose?.(language);
                if (!saving) return;
                const target = event.currentTarget.href;
                event.preventDefault();
                void saving.finally(() => window.location.assign(target));
              }}
            >
              {LANGUAGE_NAMES[language]}
            </Link>
          )}
        </Fragment>
      ))}
    </nav>
  );
}
