import { Fragment } from 'react';
import { parsePlainText } from './parse-plain-text';
import styles from './plain-text.module.css';

type Props = {
  text: string | null | undefined;
  /** Shown when there is no text at all. */
  emptyText?: string;
  className?: string;
};

/**
 * Renders staff-written plain text as paragraphs, lists and headings. Everything is a React text
 * node, so markup in the text shows as typed and never runs (no stored XSS).
 */
export function PlainText({ text, emptyText, className }: Props) {
  const blocks = parsePlainText(text);
  if (blocks.length === 0) {
    return emptyText ? <p className={styles.empty}>{emptyText}</p> : null;
  }
  return (
    <div className={[styles.prose, className].filter(Boolean).join(' ')}>
      {blocks.map((block) => {
        if (block.kind === 'heading') {
          const Heading = block.level === 2 ? 'h2' : 'h3';
          return <Heading key={block.key}>{block.text}</Heading>;
        }
        if (block.kind === 'list') {
          const List = block.ordered ? 'ol' : 'ul';
          return (
            <List key={block.key}>
              {block.items.map((item) => (
                <li key={item.key}>{item.text}</li>
              ))}
            </List>
          );
        }
        return (
          <p key={block.key}>
            {block.lines.map((line, i) => (
              <Fragment key={line.key}>
                {i > 0 && <br />}
                {line.text}
              </Fragment>
            ))}
          </p>
        );
      })}
    </div>
  );
}
