'use client';

import { productRoutes } from '@farm/contract/plain/routes/product';
import { normalizeSearchText, SEARCH_MIN_CHARS } from '@farm/contract/plain/search';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import Image from 'next/image';
import Link from 'next/link';
import { useEffect, useId, useRef, useState } from 'react';
import frame from '@/components/ui/dialog.module.css';
import { tappedBackdrop } from '@/components/ui/dialog-backdrop';
import { apiData } from '@/lib/api/client';
import { QueryScope } from '@/lib/query/query-scope';
import styles from './search-dialog.module.css';

/**
 * Spec §2 and §5: a field labelled Search; the text is lower-cased and stripped of whitespace;
 * under 3 characters nothing is asked and nothing shown; results show image, name and description
 * and link to the product's page; "No result found"; closing clears text and results.
 */
export function SearchDialog(props: SearchDialogProps) {
  return (
    <QueryScope>
      <SearchDialogBody {...props} />
    </QueryScope>
  );
}

type SearchDialogProps = { open: boolean; onClose: () => void };

function SearchDialogBody({ open, onClose }: SearchDialogProps) {
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

  const results = enabled ? (data ?? []) : [];
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard's way out is Esc, which a modal dialog has
    <dialog
      ref={dialogRef}
      className={`${frame.dialog} ${styles.dialog}`}
      onClose={close}
      onClick={(event) => tappedBackdrop(event) && close()}
      aria-label="Search products"
    >
      <div className={styles.header}>
        <label id={`${inputId}-label`} htmlFor={inputId} className={styles.label}>
          Search
        </label>
        <button type="button" className={styles.close} onClick={close} aria-label="Close search">
          <X aria-hidden="true" />
        </button>
      </div>
      <input
        ref={inputRef}
        id={inputId}
        className={styles.input}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Goat milk, ghee, soap..."
        autoComplete="off"
      />
      <div className={styles.results} aria-live="polite">
        {enabled && !isFetching && data && data.length === 0 && (
          <p className={styles.empty}>No result found</p>
        )}
        <ul>
          {results.map((product) => (
            <li key={product.id}>
              <Link
                href={`/productDetailsPage?productCode=${encodeURIComponent(product.productCode)}`}
                className={styles.result}
                onClick={close}
              >
                {product.imageUrl ? <Image src={product.imageUrl} alt="" width={56} height={56} /> : <span />}
                <span>
                  <strong>{product.name}</strong>
                  <span className={styles.description}>{product.description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </dialog>
  );
}
