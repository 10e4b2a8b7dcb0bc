/**
 * A translated sentence with elements inside it: a link, a button, a bold word. The sentence
 * stays whole in the catalog, so each language puts the element where its grammar wants it:
 *
 *   // en: 'Read the {terms} first.'   sw: 'Soma {terms} kwanza.'
 *   <p><RichText text={t('readTerms')} parts={{ terms: <Link to={paths.terms}>{t('termsLink')}</Link> }} /></p>
 *
 * Fill plain values through `t`'s own params first; `t` leaves the element placeholders as written.
 */
import { Fragment, type ReactNode } from 'react';

export function RichText({ text, parts }: { text: string; parts: Readonly<Record<string, ReactNode>> }) {
  // split with a capture group: even indexes are text, odd ones the names between braces.
  const pieces = text.split(/\{(\w+)\}/g);
  return (
    <>
      {pieces.map((piece, index) =>
        index % 2 === 0 ? (
          piece
        ) : (
          <Fragment key={index}>{Object.hasOwn(parts, piece) ? parts[piece] : `{${piece}}`}</Fragment>
        ),
      )}
    </>
  );
}
