'use client';

import type { Product } from '@farm/contract';
import { translated } from '@farm/contract/plain/languages';
import { rupeesText } from '@farm/contract/plain/money';
import { productRoutes } from '@farm/contract/plain/routes/product';
import { normalizeSearchText, SEARCH_MIN_CHARS } from '@farm/contract/plain/search';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import Image from 'next/image';
import { useEffect, useId, useRef, useState } from 'react';
import frame from '@/components/ui/dialog.module.css';
import { tappedBackdrop } from '@/components/ui/dialog-backdrop';
import { stockLevel } from '@/features/catalogue/stock-label';
import { apiData } from '@/lib/api/client';
import { fillIn } from '@/lib/i18n/client-words';
import { useLanguage } from '@/lib/i18n/language-context';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { QueryScope } from '@/lib/query/query-scope';
import type { SearchWords } from './frame-words';
import styles from './search-dialog.module.css';

/**
 * Spec §2 and §5: a field labelled Search; the text is lower-cased and stripped of whitespace;
 * under 3 characters nothing is asked and nothing shown; results show image, name and description
 * and link to the product's page; "No result found"; closing clears text and results.
 * Issue 32 item 7: each result also shows its price (after offers) and stock, those in stock first;
 * Enter, or "See all results", opens the listing of the words typed.
 */
export function SearchDialog(props: SearchDialogProps) {
  return (
    <QueryScope>
      <SearchDialogBody {...props} />
    </QueryScope>
  );
}

type SearchDialogProps = { open: boolean; onClose: () => void; words: SearchWords };

function SearchDialogBody({ open, onClose, words: said }: SearchDialogProps) {
  const language = useLanguage();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [text, setText] = useState('');
  const [debounced, setDebounced] = useState('');
  const keywords = normalizeSearchText(debounced);
  const enabled = keywords.length >= SEARCH_MIN_CHARS;

  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(text), 200);
    return () => window.clearTimeout(timer);
  }, [text]);

  const { data, isFetching } = useQuery({
    queryKey: ['product-search', keywords],
    queryFn: () => apiData(productRoutes.searchProducts, { query: { keywords, size: 10 } }),
    enabled,
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // showModal focuses the first control, the close button: the field opens a phone's keyboard.
      inputRef.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  function close() {
    setText('');
    setDebounced('');
    onClose();
  }

  const words = text.trim();
  const canList = normalizeSearchText(words).length >= SEARCH_MIN_CHARS;
  // The listing's `?q=` (listing-query.ts), written here: importing the listing's module moved it
  // into a chunk of its own, a few bytes more on the listing's first load.
  const listing = `/products?${new URLSearchParams({ q: words })}`;
  const router = useRouter();

  // A suggestion that cannot be bought now goes after those that can (the server ranks by the words).
  const found = enabled ? (data ?? []) : [];
  const results = [...found.filter((p) => p.inStock), ...found.filter((p) => !p.inStock)];
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard's way out is Esc, which a modal dialog has
    <dialog
      ref={dialogRef}
      className={`${frame.dialog} ${styles.dialog}`}
      onClose={close}
      onClick={(event) => tappedBackdrop(event) && close()}
      aria-label={said.dialog}
    >
      <div className={styles.header}>
        <label id={`${inputId}-label`} htmlFor={inputId} className={styles.label}>
          {said.label}
        </label>
        <button type="button" className={styles.close} onClick={close} aria-label={said.close}>
          <X aria-hidden="true" />
        </button>
      </div>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!canList) return;
          close();
          // The loading overlay hears of the push itself (instrumentation-client.ts).
          router.push(listing);
        }}
      >
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="search"
          enterKeyHint="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={said.placeholder}
          autoComplete="off"
        />
      </form>
      <div className={styles.results} aria-live="polite">
        {enabled && !isFetching && data && data.length === 0 && <p className={styles.empty}>{said.none}</p>}
        <ul>
          {results.map((product) => (
            <li key={product.id}>
              <Link
                href={`/productDetailsPage?productCode=${encodeURIComponent(product.productCode)}`}
                className={styles.result}
                onClick={close}
              >
                {product.imageUrl ? <Image src={product.imageUrl} alt="" width={56} height={56} /> : <span />}
                <span className={styles.text}>
                  <strong>{translated(product, 'name', language)}</strong>
                  <span className={styles.description}>{translated(product, 'description', language)}</span>
                  <SuggestionFacts product={product} said={said} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
        {canList && enabled && results.length > 0 && (
          <Link href={listing} className={styles.all} onClick={close}>
            {said.all}
          </Link>
        )}
      </div>
    </dialog>
  );
}

type Suggestion = Pick<Product, 'price' | 'offer' | 'stock' | 'inStock'>;

/**
 * A suggestion's price (after a running offer, the list price struck through) and stock. Drawn
 * with this dialog's own classes: the cards' `Price` and `StockState` bring the catalogue's CSS
 * chunk into this lazily loaded dialog's list of files, which every page's first load carries.
 */
function SuggestionFacts({ product, said }: { product: Suggestion; said: SearchWords }) {
  const level = stockLevel(product.stock, product.inStock);
  const stock = {
    in: said.inStock,
    low: fillIn(said.lowStock, { count: product.stock }),
    out: said.outOfStock,
  }[level];
  return (
    <span className={styles.facts}>
      <span className={styles.price}>{rupeesText(product.offer?.price ?? product.price)}</span>
      {product.offer && (
        <>
          <span className="visually-hidden">{said.insteadOf}</span>
          <s className={styles.was}>{rupeesText(product.price)}</s>
        </>
      )}
      <span className={styles[level]}>{stock}</span>
    </span>
  );
}
