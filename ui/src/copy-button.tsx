/**
 * Copies a text and shows its 'copied' state for 3 seconds (spec 000 §4 "Share shows a
 * 'copied' state for 3 seconds"; spec 001 §9 "Copy ... confirmation 3 seconds"), announced
 * to screen readers. Uses the Clipboard API, or a hidden textarea where it is missing (plain
 * http on a phone's LAN address).
 *
 *   <CopyButton text={link} label="Share" copiedLabel="copied" onCopied={() => countShare()} />
 */
import { useEffect, useRef, useState } from 'react';
import { COPIED_STATE_MS } from '@engage/shared/contract/constants';
import './kit.css';

interface CopyButtonProps {
  text: string;
  label: string;
  copiedLabel: string;
  onCopied?: () => void;
  className?: string;
}

/** Clipboard API, or a hidden textarea where it is missing (plain http on a phone's LAN address). */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // permission refused or insecure context: fall back below
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  document.execCommand('copy');
  area.remove();
}

export function CopyButton({ text, label, copiedLabel, onCopied, className = '' }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    await copyText(text);
    setCopied(true);
    onCopied?.();
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_STATE_MS);
  }

  return (
    <button type="button" className={`eg-chip ${className}`} onClick={() => void copy()}>
      <span aria-live="polite">{copied ? copiedLabel : label}</span>
    </button>
  );
}
