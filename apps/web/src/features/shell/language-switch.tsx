'use client';

import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@farm/contract/plain/languages';
import { useSearchParams } from 'next/navigation';

import { Fragment } from 'react';
import { useLanguage } from '@/lib/i18n/language-context';
import { rememberLanguage } from '@/lib/i18n/language-cookie';
import { usePathname } from '@/lib/i18n/navigation';
import { DOCUMENT_LOAD_ATTRIBUTE } from '@/lib/i18n/page-link';
import { localizedPath } from '@/lib/i18n/paths';

/**
 * "English / தமிழ்": the same page and query in the other language (`/ta/…` ↔ `/…`). Each choice
 * is written in its own language (`lang`, `hreflang`). A plain link, not next/link: the document
 * is loaded again, so the root layout writes its `<html lang>` (a client-side navigation keeps the
 * root layout as it was). The choice is remembered in next-intl's cookie, and `onChoose` may save
 * it further (on the signed-in customer's account): the page is left when that is done.
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
  const path = query ? `${pathname}?${query}` : pathname;
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
            <a
              href={localizedPath(path, language)}
              // A new document: the root layout's <html lang> is drawn with the language.
              {...{ [DOCUMENT_LOAD_ATTRIBUTE]: '' }}
              lang={language}
              hrefLang={language}
              onClick={(event) => {
                rememberLanguage(language);
                const saving = onChoose?.(language);
                if (!saving) return;
                const target = event.currentTarget.href;
                event.preventDefault();
                void saving.finally(() => window.location.assign(target));
              }}
            >
              {LANGUAGE_NAMES[language]}
            </a>
          )}
        </Fragment>
      ))}
    </nav>
  );
}
