'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

/** Copies text to the clipboard, saying so; where the clipboard is refused, selects it instead. */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  const t = useTranslations('common.copy');
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
    setTimeout(() => setState('idle'), 2500);
  };
  return (
    <button
      type="button"
      className="button small secondary copy-button"
      onClick={() => void copy()}
      data-testid="copy"
    >
      <span aria-live="polite">
        {state === 'copied' ? t('copied') : state === 'failed' ? t('failed') : (label ?? t('copy'))}
      </span>
    </button>
  );
}
