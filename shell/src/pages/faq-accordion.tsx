/**
 * An accessible accordion (WAI-ARIA disclosure pattern): each question is a button inside a
 * heading, with aria-expanded and aria-controls pointing at its answer region. Several answers
 * may be open at once.
 */
import { useId, useState, type ReactNode } from 'react';

export interface FaqEntry {
  question: string;
  answer: ReactNode;
}

export function FaqAccordion({ entries }: { entries: readonly FaqEntry[] }) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());

  function toggle(index: number) {
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  }

  return (
    <ul className="eg-faq">
      {entries.map((entry, index) => {
        const expanded = open.has(index);
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <li key={entry.question} className="eg-faq__item">
            <h2>
              <button
                type="button"
                id={buttonId}
                className="eg-faq__question"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(index)}
              >
                {entry.question}
              </button>
            </h2>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="eg-faq__answer" hidden={!expanded}>
              {entry.answer}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
