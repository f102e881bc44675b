import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fillIn, useWords } from './client-words';
import { LanguageProvider } from './language-context';
import { WordsProvider } from './words-provider';

type FrameWords = ReturnType<typeof useWords<'frame'>>;

function Probe({ show }: { show: (t: FrameWords) => string }): ReactNode {
  return show(useWords('frame'));
}

/** Draws what `show` says with the words of `frame` in `language`, as the browser would. */
function drawn(language: 'en' | 'ta', words: object, show: (t: FrameWords) => string) {
  const probe = createElement(Probe, { show });
  const provided = createElement(WordsProvider, { words: { frame: words } } as never, probe);
  return renderToString(createElement(LanguageProvider, { language } as never, provided));
}

describe('the words of client components', () => {
  it('fills in named values and leaves an unknown one standing', () => {
    expect(fillIn('{count} × {name}', { count: 2, name: 'Ghee' })).toBe('2 × Ghee');
    expect(fillIn('Hello {who}', {})).toBe('Hello {who}');
  });

  it('finds a nested sentence and a counted one in the page’s language', () => {
    const words = {
      nav: { home: 'முகப்பு' },
      icons: { cartItems: { one: '{count} பொருள்', other: '{count} பொருட்கள்' } },
    };
    expect(drawn('ta', words, (t) => t('nav.home'))).toBe('முகப்பு');
    expect(drawn('ta', words, (t) => t.counted('icons.cartItems', 1))).toBe('1 பொருள்');
    expect(
      drawn(
        'en',
        { icons: { cartItems: { one: 'Cart, {count} item', other: 'Cart, {count} items' } } },
        (t) => t.counted('icons.cartItems', 3),
      ),
    ).toBe('Cart, 3 items');
  });

  it('says which namespace is missing instead of drawing a key', () => {
    expect(() => drawn('en', {}, (t) => t('nav.home'))).toThrow(/frame\.nav\.home/);
  });
});
